#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the gallery's data files come from: the copies built into the
/// binary (SwiftPM embeds `Resources/` of this target in its code), a
/// folder that replaces them, to try other data, or files given in memory.
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
  /// unavailable, as a file missing from an override folder is.
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

  /// The bytes of the file `name`, and what to call it in an error about
  /// its contents: its path in the override folder, or its name.
  public func contents(of name: String) throws(Unavailable) -> (bytes: [UInt8], origin: String) {
    if let files {
      guard let bytes = files[name] else {
        throw Unavailable(description: "\(name) is not among the files given")
      }
      return (bytes, name)
    }
    guard let overrideDirectory else {
      guard let bytes = Self.embedded[name] else {
        throw Unavailable(description: "\(name) is not built into this gallery")
      }
      return (bytes, name)
    }
    let path = overrideDirectory + "/" + name
    guard access(path, F_OK) == 0 else {
      throw Unavailable(
        description: "\(name) not found in \(overrideDirectory) "
          + "(\(Self.overrideVariable) names that folder; unset it for the built-in data)"
      )
    }
    return (try Self.contents(ofFile: path), path)
  }

  /// The most a data file may hold: 64 MB. The sample's files are a few
  /// kilobytes, but a folder of one's own may hold a million mountains with
  /// ordinary names (some 25 MB); what is bigger is not data this gallery
  /// was meant to show, and is refused before a byte is read.
  public static let maximumFileSize = 64 << 20

  /// The limit as a message says it.
  private static var sizeLimitText: String { "larger than \(maximumFileSize >> 20) MB" }

  /// The bytes of the regular file at `path`, read without waiting on
  /// anything that is not one (a FIFO, a device) and without reading past
  /// ``maximumFileSize``.
  private static func contents(ofFile path: String) throws(Unavailable) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever.
    let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { throw Unavailable(description: "\(path): cannot be read") }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Unavailable(description: "\(path): not a regular file")
    }
    guard status.st_size <= maximumFileSize else {
      throw Unavailable(description: "\(path): \(sizeLimitText)")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let result = read(file, &chunk, chunk.count)
      if result < 0 && errno == EINTR { continue }
      guard result >= 0 else { throw Unavailable(description: "\(path): cannot be read") }
      if result == 0 { return bytes }
      bytes += chunk[..<result]
      // A file that grew after fstat is held to the same limit.
      guard bytes.count <= maximumFileSize else {
        throw Unavailable(description: "\(path): \(sizeLimitText)")
      }
    }
  }
}
