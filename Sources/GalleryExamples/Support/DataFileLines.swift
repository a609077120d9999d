/// The lines of a data file that hold something, as its parsers read them.
enum DataFileLines {
  /// The longest line a data file may have: 4 KB, where the sample's are
  /// under 200 bytes. A file of one endless line is refused at that line,
  /// rather than split, validated and quoted whole.
  static let maximumLineLength = 4_096

  /// How much of a file is read at a time: what reading costs beyond what
  /// its parser keeps.
  static let chunkSize = 64 * 1_024

  /// The byte order mark some editors put at the start of UTF-8 text.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Calls `body` with each non-blank line of `file`, numbered from 1, in
  /// order, reading a chunk at a time. A line ends at LF, CR LF or CR
  /// alone (old Macs' text); a byte order mark at the start is dropped.
  /// Bytes that are not UTF-8, and a line longer than
  /// ``maximumLineLength``, are errors naming their line.
  ///
  /// The line is given as bytes, checked to be UTF-8, so that a parser of
  /// a million lines makes strings only of the fields it keeps. `progress`
  /// hears how far the reading has got, and stops it (with
  /// `CancellationError`) when cancelled.
  static func forEach(
    in file: DataFile,
    progress: ReadProgress? = nil,
    _ body: (_ number: Int, _ line: ArraySlice<UInt8>) throws -> Void
  ) throws {
    progress?.begin(size: file.size)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(chunkSize + maximumLineLength)
    // The start of the first line not yet given, in `buffer`.
    var start = 0
    var isAtEnd = try file.read(appendingTo: &buffer, upTo: chunkSize) == 0
    if buffer.starts(with: byteOrderMark) { start = byteOrderMark.count }
    var number = 0
    while true {
      let end =
        buffer[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        ?? buffer.endIndex
      guard end - start <= maximumLineLength else {
        throw MalformedData(
          path: file.origin,
          line: number + 1,
          problem: "longer than \(maximumLineLength) bytes"
        )
      }
      // A line's end, or the file's, must be in the buffer; a CR at its
      // end may be the first half of a CR LF.
      let isWhole =
        isAtEnd || end < buffer.endIndex - 1
        || (end == buffer.endIndex - 1 && buffer[end] == UInt8(ascii: "\n"))
      if isWhole {
        if start == buffer.endIndex { return }
        number += 1
        try give(buffer[start..<end], number: number, path: file.origin, to: body)
        start = end
        if start < buffer.endIndex {
          let isCRLF =
            buffer[start] == UInt8(ascii: "\r") && start + 1 < buffer.endIndex
            && buffer[start + 1] == UInt8(ascii: "\n")
          start += isCRLF ? 2 : 1
        }
        continue
      }
      // The rest of the buffer is part of a line: keep it, read on.
      buffer.removeSubrange(..<start)
      start = 0
      progress?.advance(to: file.offset - buffer.count)
      try progress?.checkCancellation()
      isAtEnd = try file.read(appendingTo: &buffer, upTo: chunkSize) == 0
    }
  }

  /// Calls `body` with `line`, numbered `number`, unless it is blank.
  private static func give(
    _ line: ArraySlice<UInt8>,
    number: Int,
    path: String,
    to body: (_ number: Int, _ line: ArraySlice<UInt8>) throws -> Void
  ) throws {
    if line.allSatisfy({ $0 < 0x80 }) {
      // ASCII: UTF-8 as it is, and blank when it is all whitespace, as
      // `Character.isWhitespace` counts it below.
      if line.contains(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) {
        try body(number, line)
      }
      return
    }
    guard let text = String(validating: line, as: UTF8.self) else {
      throw MalformedData(path: path, line: number, problem: "not UTF-8 text")
    }
    if !text.allSatisfy(\.isWhitespace) { try body(number, line) }
  }
}
