/// What has been read of the tree under a folder: every item found, each
/// known by a number of its own (the rows of the outline are numbers, so
/// that they hash in a step rather than along a path), each folder's
/// items once it has been read, and how many folders and files that
/// makes. Folders are read once, through a ``FileSystem``: by the scan,
/// folder by folder, or at once where the user expands one it has not
/// reached.
struct FileTree: Sendable {
  /// An item's number: its place in ``items``, the root's 0.
  typealias ID = Int
  static let rootID: ID = 0

  let fileSystem: any FileSystem
  /// Every item found so far, by number, the root first.
  private(set) var items: [FileItem]
  /// The folder each item was found in, by number; the root's is none.
  private var parents: [ID?] = [nil]
  /// Each item's name in lowercase, by number, for the filter to match
  /// against on every key without lowercasing the tree again.
  private var lowercasedNames: [String]
  /// The items of each folder read, in list order.
  private var childrenByFolder: [ID: [ID]] = [:]
  /// Why the folders that could not be read could not be.
  private(set) var failures: [ID: FileSystemError] = [:]
  /// The folders found so far, the root not counted.
  private(set) var folderCount = 0
  /// The files (links and special files too) found so far.
  private(set) var fileCount = 0

  /// The tree under the folder at `root`, nothing read yet.
  init(root: String, fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
    items = [FileItem(path: root, name: root, kind: .folder)]
    lowercasedNames = [root.lowercased()]
  }

  subscript(id: ID) -> FileItem { items[id] }

  /// The folder the item `id` was found in; nil for the root.
  func parent(of id: ID) -> ID? { parents[id] }

  func lowercasedName(of id: ID) -> String { lowercasedNames[id] }

  /// The items of the folder `id` if it has been read (none if it could
  /// not be); nil if not yet.
  func readChildren(of id: ID) -> [ID]? { childrenByFolder[id] }

  /// The items of the folder `id`, reading it if it has not been read:
  /// none where it cannot be, the reason in ``failures``.
  ///
  /// - Complexity: O(1) for a folder read before; otherwise the read and
  ///   O(k log k) to sort its k items.
  mutating func children(of id: ID) -> [ID] {
    if let children = childrenByFolder[id] { return children }
    var found: [FileItem]
    do {
      found = try fileSystem.contentsOfFolder(atPath: items[id].path)
    } catch {
      failures[id] = error
      found = []
    }
    found.sort(by: FileItem.listOrder)
    let children = Array(items.count..<items.count + found.count)
    items += found
    parents += repeatElement(ID?.some(id), count: found.count)
    lowercasedNames += found.map { $0.name.lowercased() }
    let folders = found.count { $0.kind == .folder }
    folderCount += folders
    fileCount += found.count - folders
    childrenByFolder[id] = children
    return children
  }
}
