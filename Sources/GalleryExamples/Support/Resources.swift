#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the gallery's data files come from: the copies built into the
/// binary (SwiftPM embeds `Resources/` of this target in its code), or a
/// folder that replaces them, to try other data.
///
/// Built in, the data goes wherever the binary goes: a copied or installed
/// `gallery` opens Mountains Search from any directory.
public struct Resources: Sendable {
  /// The folder whose files replace the built-in ones; nil for the built-in
  /// data.
  public let overrideDirectory: String?

  /// Data from `overrideDirectory`, or the built-in data when it is nil.
  public init(overrideDirectory: String?) {
    self.overrideDirectory = overrideDirectory
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
    "emoji.tsv": PackageResources.emoji_tsv,
    "mountains.csv": PackageResources.mountains_csv,
    "videos.tsv": PackageResources.videos_tsv,
  ]

  /// A file that could not be had.
  public struct Unavailable: Error, CustomStringConvertible {
    public let description: String
  }

  /// The bytes of the file `name`, and what to call it in an error about
  /// its contents: its path in the override folder, or its name.
  public func contents(of name: String) throws(Unavailable) -> (bytes: [UInt8], origin: String) {
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
    guard let bytes = Self.contents(ofFile: path) else {
      throw Unavailable(description: "\(path): cannot be read")
    }
    return (bytes, path)
  }

  /// The bytes of the file at `path`, or nil when it cannot be read.
  private static func contents(ofFile path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes.append(contentsOf: chunk[..<count])
      if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
  }
}
