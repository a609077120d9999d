/// The lines of a data file that hold something, as its parsers read them.
enum DataFileLines {
  /// The non-blank lines of `bytes`, numbered from 1, a Windows line end
  /// taken off each; bytes that are not UTF-8 are an error naming their line.
  static func of(_ bytes: [UInt8], path: String) throws -> [(number: Int, text: String)] {
    var lines: [(number: Int, text: String)] = []
    for (index, rawLine) in bytes.split(
      separator: UInt8(ascii: "\n"),
      omittingEmptySubsequences: false
    )
    .enumerated() {
      let lineBytes = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      guard let text = String(validating: lineBytes, as: UTF8.self) else {
        throw MalformedData(path: path, line: index + 1, problem: "not UTF-8 text")
      }
      if !text.allSatisfy(\.isWhitespace) { lines.append((index + 1, text)) }
    }
    return lines
  }
}
