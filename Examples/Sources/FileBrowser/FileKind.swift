/// What an item of a folder is, as `stat` tells it.
public enum FileKind: Hashable, Sendable {
  case folder
  case file
  /// A symbolic link, never followed: a link to a folder above would make
  /// the tree endless.
  case symbolicLink
  /// A device, a pipe or a socket.
  case other

  /// The kind as the details tab names it.
  public var name: String {
    switch self {
    case .folder: "Folder"
    case .file: "File"
    case .symbolicLink: "Symbolic link"
    case .other: "Special file"
    }
  }
}
