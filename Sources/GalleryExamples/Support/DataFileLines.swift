/// The lines of a data file that hold something, as its parsers read them.
enum DataFileLines {
  /// The longest line a data file may have: 4 KB, where the sample's are
  /// under 200 bytes. A file of one endless line is refused at that line,
  /// rather than split, validated and quoted whole.
  static let maximumLineLength = 4_096

  /// Calls `body` with each non-blank line of `bytes`, numbered from 1, a
  /// Windows line end taken off; bytes that are not UTF-8, and a line
  /// longer than ``maximumLineLength``, are errors naming their line.
  ///
  /// The line is given as bytes, checked to be UTF-8, so that a parser of
  /// a million lines makes strings only of the fields it keeps.
  static func forEach(
    in bytes: [UInt8],
    path: String,
    _ body: (_ number: Int, _ line: ArraySlice<UInt8>) throws -> Void
  ) throws {
    var number = 0
    for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      guard line.count <= maximumLineLength else {
        throw MalformedData(
          path: path,
          line: number,
          problem: "longer than \(maximumLineLength) bytes"
        )
      }
      if line.allSatisfy({ $0 < 0x80 }) {
        // ASCII: UTF-8 as it is, and blank when it is all whitespace, as
        // `Character.isWhitespace` counts it below (a stray carriage return
        // too).
        if line.contains(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) {
          try body(number, line)
        }
        continue
      }
      guard let text = String(validating: line, as: UTF8.self) else {
        throw MalformedData(path: path, line: number, problem: "not UTF-8 text")
      }
      if !text.allSatisfy(\.isWhitespace) { try body(number, line) }
    }
  }

  /// The non-blank lines of `bytes` as text (see
  /// ``forEach(in:path:_:)``).
  static func of(_ bytes: [UInt8], path: String) throws -> [(number: Int, text: String)] {
    var lines: [(number: Int, text: String)] = []
    try forEach(in: bytes, path: path) { number, line in
      lines.append((number, String(decoding: line, as: UTF8.self)))
    }
    return lines
  }
}
