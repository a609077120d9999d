#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk, through the C library: `opendir`/`readdir` to list a folder,
/// `lstat` for details, `open`/`read` for the start of a file.
public struct DiskFileSystem: FileSystem {
  public init() {}

  public func contentsOfFolder(atPath path: String) throws(FileSystemError) -> [FileItem] {
    guard let folder = opendir(path) else { throw Self.error(at: path) }
    defer { closedir(folder) }
    var items: [FileItem] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != "." && name != ".." else { continue }
      let itemPath = FileItem.path(of: name, in: path)
      // The entry's type spares a `stat` an item; some file systems leave
      // it unknown.
      let kind =
        Self.kind(ofEntryType: entry.pointee.d_type)
        ?? (try? attributesOfItem(atPath: itemPath).kind) ?? .other
      items.append(FileItem(path: itemPath, name: name, kind: kind))
    }
    return items
  }

  public func attributesOfItem(atPath path: String) throws(FileSystemError) -> FileAttributes {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw Self.error(at: path) }
    #if canImport(Darwin)
      let modified = Int64(status.st_mtimespec.tv_sec)
    #else
      let modified = Int64(status.st_mtim.tv_sec)
    #endif
    return FileAttributes(
      kind: Self.kind(ofMode: status.st_mode),
      size: Int64(status.st_size),
      modificationTime: modified,
      permissions: UInt16(status.st_mode & 0o7777)
    )
  }

  public func prefixOfFile(atPath path: String, maxLength: Int) throws(FileSystemError) -> [UInt8] {
    // Not through a link, and without waiting on a pipe or a device, which
    // the check after opening then refuses: only a regular file is read.
    let file = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
    guard file >= 0 else { throw Self.error(at: path) }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0 else { throw Self.error(at: path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileSystemError(path: path, reason: "Not a regular file")
    }
    var bytes = [UInt8](repeating: 0, count: maxLength)
    var count = 0
    while count < maxLength {
      let received = bytes.withUnsafeMutableBytes { buffer in
        read(file, buffer.baseAddress! + count, maxLength - count)
      }
      if received < 0 && errno == EINTR { continue }
      guard received >= 0 else { throw Self.error(at: path) }
      if received == 0 { break }
      count += received
    }
    return Array(bytes.prefix(count))
  }

  /// The kind a directory entry's type names; nil where it is unknown.
  private static func kind(ofEntryType type: UInt8) -> FileKind? {
    switch Int32(type) {
    case Int32(DT_DIR): .folder
    case Int32(DT_REG): .file
    case Int32(DT_LNK): .symbolicLink
    case Int32(DT_UNKNOWN): nil
    default: .other
    }
  }

  private static func kind(ofMode mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFDIR: .folder
    case S_IFREG: .file
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The error `errno` names, for `path`.
  private static func error(at path: String) -> FileSystemError {
    FileSystemError(path: path, reason: String(cString: strerror(errno)))
  }
}
