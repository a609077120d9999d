/// A tree of folders and files held in memory: the file system tests give
/// the browser, so that they see the same tree on every machine.
///
/// ```swift
/// var files = MemoryFileSystem(root: "/project")
/// files.addFile("Sources/main.swift", text: "print(1)")
/// files.addFolder("Empty")
/// ```
public struct MemoryFileSystem: FileSystem {
  /// One item: a folder's children by name, or a file's bytes.
  private struct Node: Sendable {
    var kind: FileKind
    var bytes: [UInt8] = []
    var children: Set<String> = []
    var modificationTime: Int64
    var permissions: UInt16
  }

  /// The path of the root folder; items are added below it.
  public let root: String
  private var nodes: [String: Node]

  /// An empty root folder at `root`.
  public init(root: String, modificationTime: Int64 = 0) {
    self.root = root
    nodes = [root: Node(kind: .folder, modificationTime: modificationTime, permissions: 0o755)]
  }

  /// Adds a folder at `relativePath` (`a/b`) below the root, and the
  /// folders above it that are missing.
  public mutating func addFolder(
    _ relativePath: String,
    modificationTime: Int64 = 0,
    permissions: UInt16 = 0o755
  ) {
    add(
      relativePath,
      Node(kind: .folder, modificationTime: modificationTime, permissions: permissions)
    )
  }

  /// Adds a file of `bytes` at `relativePath` below the root, and the
  /// folders above it that are missing. A file without read permission
  /// (`0o200`) cannot be read, as on a disk.
  public mutating func addFile(
    _ relativePath: String,
    bytes: [UInt8],
    modificationTime: Int64 = 0,
    permissions: UInt16 = 0o644
  ) {
    add(
      relativePath,
      Node(
        kind: .file,
        bytes: bytes,
        modificationTime: modificationTime,
        permissions: permissions
      )
    )
  }

  /// Adds a file holding `text` in UTF-8.
  public mutating func addFile(
    _ relativePath: String,
    text: String,
    modificationTime: Int64 = 0,
    permissions: UInt16 = 0o644
  ) {
    addFile(
      relativePath,
      bytes: Array(text.utf8),
      modificationTime: modificationTime,
      permissions: permissions
    )
  }

  /// Puts `node` at `relativePath`, making the folders above it.
  private mutating func add(_ relativePath: String, _ node: Node) {
    var folder = root
    let names = relativePath.split(separator: "/").map(String.init)
    for (index, name) in names.enumerated() {
      let path = FileItem.path(of: name, in: folder)
      nodes[folder]!.children.insert(name)
      if index == names.count - 1 {
        // A folder added again keeps what was added into it.
        var node = node
        if node.kind == .folder { node.children = nodes[path]?.children ?? [] }
        nodes[path] = node
      } else if nodes[path] == nil {
        nodes[path] = Node(kind: .folder, modificationTime: 0, permissions: 0o755)
      }
      folder = path
    }
  }

  public func contentsOfFolder(atPath path: String) throws(FileSystemError) -> [FileItem] {
    let node = try readableNode(at: path)
    guard node.kind == .folder else {
      throw FileSystemError(path: path, reason: "Not a directory")
    }
    return node.children.map { name in
      let child = FileItem.path(of: name, in: path)
      return FileItem(path: child, name: name, kind: nodes[child]!.kind)
    }
  }

  public func attributesOfItem(atPath path: String) throws(FileSystemError) -> FileAttributes {
    guard let node = nodes[path] else {
      throw FileSystemError(path: path, reason: "No such file or directory")
    }
    return FileAttributes(
      kind: node.kind,
      size: node.kind == .folder ? 4096 : Int64(node.bytes.count),
      modificationTime: node.modificationTime,
      permissions: node.permissions
    )
  }

  public func prefixOfFile(atPath path: String, maxLength: Int) throws(FileSystemError) -> [UInt8] {
    let node = try readableNode(at: path)
    guard node.kind != .folder else {
      throw FileSystemError(path: path, reason: "Is a directory")
    }
    return Array(node.bytes.prefix(maxLength))
  }

  /// The node at `path`, where its owner may read it.
  private func readableNode(at path: String) throws(FileSystemError) -> Node {
    guard let node = nodes[path] else {
      throw FileSystemError(path: path, reason: "No such file or directory")
    }
    guard node.permissions & 0o400 != 0 else {
      throw FileSystemError(path: path, reason: "Permission denied")
    }
    return node
  }
}
