/// The file browser's only way to the files: listing a folder, `stat` on
/// an item and the start of a file. The app reads the disk through
/// ``DiskFileSystem``; tests give it a ``MemoryFileSystem``, a fixed tree
/// that never changes under them.
public protocol FileSystem: Sendable {
  /// The items of the folder at `path` (not `.` nor `..`), in no order.
  func contentsOfFolder(atPath path: String) throws(FileSystemError) -> [FileItem]

  /// What `lstat` says of the item at `path`: a link is described, not
  /// followed.
  func attributesOfItem(atPath path: String) throws(FileSystemError) -> FileAttributes

  /// The first `maxLength` bytes of the file at `path`, or all of a shorter
  /// one.
  func prefixOfFile(atPath path: String, maxLength: Int) throws(FileSystemError) -> [UInt8]
}
