#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes of a `/proc` file system: a real one, or a folder laid
/// out as one (the tests make their own).
public struct ProcessTable: Sendable {
  /// Where the process folders are.
  public let root: String

  public init(root: String = "/proc") {
    self.root = root
  }

  /// Every process whose `stat` could be read now; one that ends while it
  /// is read is left out.
  public func sample() -> [ProcessSample] {
    guard let directory = opendir(root) else { return [] }
    defer { closedir(directory) }
    var samples: [ProcessSample] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.isEmpty, name.allSatisfy(\.isNumber),
        let line = Self.read("\(root)/\(name)/stat"),
        let sample = ProcessSample(statLine: line)
      else { continue }
      samples.append(sample)
    }
    return samples
  }

  /// The command line `pid` was started with, its arguments separated by
  /// spaces; empty for a kernel thread or a process that has ended.
  public func commandLine(of pid: Int32) -> String {
    guard let text = Self.read("\(root)/\(pid)/cmdline") else { return "" }
    return text.split(separator: "\0").joined(separator: " ")
  }

  /// A small file's text, read whole; nil where it cannot be read.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    // Files of /proc are small; a bound keeps an odd one from costing more.
    while bytes.count < 1 << 16 {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
