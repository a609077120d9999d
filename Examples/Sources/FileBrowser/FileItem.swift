/// One item of a folder: where it is, its name and its kind. What the
/// outline's rows are made of.
public struct FileItem: Hashable, Sendable {
  /// The path from the tree's root, the root's own path first.
  public var path: String
  /// The last part of the path, as the outline shows it.
  public var name: String
  /// Folder, file, link or something else.
  public var kind: FileKind

  /// The item at `path`, called `name`, of `kind`.
  public init(path: String, name: String, kind: FileKind) {
    self.path = path
    self.name = name
    self.kind = kind
  }

  /// The path of `name` in the folder at `folder`.
  static func path(of name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Folders first, then by name ignoring case, as file managers list them.
  static func listOrder(_ lhs: FileItem, _ rhs: FileItem) -> Bool {
    if (lhs.kind == .folder) != (rhs.kind == .folder) { return lhs.kind == .folder }
    let (left, right) = (lhs.name.lowercased(), rhs.name.lowercased())
    return left != right ? left < right : lhs.name < rhs.name
  }
}
