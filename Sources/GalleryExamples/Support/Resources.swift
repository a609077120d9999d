#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the gallery's data files come from: the copies built into the
/// binary (SwiftPM embeds `Resources/` of this target in its code), a
/// folder whose files replace them, to try other data, or files given in
/// memory; a file the folder or the memory lacks is the built-in one.
///
/// Built in, the data goes wherever the binary goes: a copied or installed
/// `gallery` opens Mountains Search from any directory.
public struct Resources: Sendable {
  /// The folder whose files replace the built-in ones; nil for the built-in
  /// data.
  public let overrideDirectory: String?
  /// Files given in memory, by name, which replace the built-in ones.
  private let files: [String: [UInt8]]?

  /// Data from `overrideDirectory`, or the built-in data when it is nil.
  public init(overrideDirectory: String?) {
    self.overrideDirectory = overrideDirectory
    files = nil
  }

  /// Data given in memory: `files` by name (`"mountains.csv"`), for tests
  /// and tools that try data without writing a folder. A name it lacks is
  /// the built-in file, as a file missing from an override folder is.
  public init(files: [String: [UInt8]]) {
    overrideDirectory = nil
    self.files = files
  }

  /// The data built into the binary.
  public static let builtIn = Resources(overrideDirectory: nil)

  /// The environment variable naming a folder whose files replace the
  /// built-in ones.
  public static let overrideVariable = "GALLERY_RESOURCES"

  /// The data for this process: `$GALLERY_RESOURCES` when it is set and not
  /// empty, else the built-in data.
  public static func forCurrentProcess() -> Resources {
    guard let value = getenv(overrideVariable).map({ String(cString: $0) }), !value.isEmpty
    else { return builtIn }
    return Resources(overrideDirectory: value)
  }

  /// The files built in, by name.
  private static let embedded: [String: [UInt8]] = [
    DataTable.emoji.rawValue: PackageResources.emoji_tsv,
    DataTable.mountains.rawValue: PackageResources.mountains_csv,
    DataTable.videos.rawValue: PackageResources.videos_tsv,
  ]

  /// A file that could not be had.
  public struct Unavailable: Error, CustomStringConvertible {
    public let description: String
  }

  /// The file `name`, open for reading: the override folder's, or the one
  /// given in memory, and the built-in one where they have none, so a
  /// folder holding only `mountains.csv` still opens the emoji.
  ///
  /// - Throws: when the override folder is not there, or its file is but
  ///   cannot be read: a loop of symbolic links, no permission, not a
  ///   regular file, larger than ``maximumFileSize``.
  func file(named name: String) throws(Unavailable) -> DataFile {
    if let bytes = files?[name] { return DataFile(bytes: bytes, origin: name) }
    guard let overrideDirectory, let file = try Self.openFile(name, in: overrideDirectory) else {
      guard let bytes = Self.embedded[name] else {
        throw Unavailable(description: "\(name) is not built into this gallery")
      }
      return DataFile(bytes: bytes, origin: name)
    }
    return file
  }

  /// Whether the file `name` comes from the override folder, where it may
  /// be large: the built-in files and those given in memory are read in
  /// moments.
  func isInFolder(_ name: String) -> Bool {
    guard files?[name] == nil, let overrideDirectory else { return false }
    var status = stat()
    return lstat(overrideDirectory + "/" + name, &status) == 0
  }

  /// The most a data file may hold: 64 MB. The sample's files are a few
  /// kilobytes, but a folder of one's own may hold a million mountains with
  /// ordinary names (some 25 MB); what is bigger is not data this gallery
  /// was meant to show, and is refused before a byte is read.
  public static let maximumFileSize = 64 << 20

  /// The limit as a message says it.
  static var sizeLimitText: String { "larger than \(maximumFileSize >> 20) MB" }

  /// The regular file `name` of `directory`, open without waiting on
  /// anything that is not one (a FIFO, a device); nil when the folder has
  /// no such name.
  private static func openFile(
    _ name: String,
    in directory: String
  ) throws(Unavailable) -> DataFile? {
    var status = stat()
    let problem =
      stat(directory, &status) != 0
      ? describe(errno: errno) : status.st_mode & S_IFMT != S_IFDIR ? "not a folder" : nil
    if let problem {
      throw Unavailable(
        description: "\(directory): \(problem) "
          + "(\(overrideVariable) names that folder; unset it for the built-in data)"
      )
    }
    let path = directory + "/" + name
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      // Only a name that is not there at all is the built-in file; a
      // symbolic link to nothing is a mistake to name.
      if error == ENOENT && lstat(path, &status) != 0 { return nil }
      throw Unavailable(description: "\(path): \(describe(errno: error))")
    }
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw Unavailable(description: "\(path): not a regular file")
    }
    guard status.st_size <= maximumFileSize else {
      close(descriptor)
      throw Unavailable(description: "\(path): \(sizeLimitText)")
    }
    return DataFile(descriptor: descriptor, size: Int(status.st_size), origin: path)
  }

  /// Why a file could not be had, as a message says it: in words of its
  /// own for the usual reasons, else the system's.
  static func describe(errno error: Int32) -> String {
    switch error {
    case ENOENT: "not found"
    case ELOOP: "a loop of symbolic links"
    case EACCES: "permission denied"
    case ENOTDIR: "not in a folder"
    default: "cannot be read (\(String(cString: strerror(error))))"
    }
  }
}
