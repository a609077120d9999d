/// Something wrong with a data file, with where: `path:line: problem`, as
/// compilers report, so the error screen points at the line to fix.
struct MalformedData: Error, CustomStringConvertible {
  /// The file's path, or its name for the built-in copy.
  let path: String
  /// The line, from 1; nil for the file as a whole.
  let line: Int?
  let problem: String

  var description: String {
    line.map { "\(path):\($0): \(problem)" } ?? "\(path): \(problem)"
  }
}

extension MalformedData {
  /// The most of a bad line a message quotes.
  static let excerptLength = 40

  /// `text` as a message quotes it: whole when short, else its start and
  /// an ellipsis, so a huge line costs a short message.
  static func excerpt(_ text: some StringProtocol) -> String {
    var end = text.startIndex
    var count = 0
    while end < text.endIndex && count < excerptLength {
      end = text.index(after: end)
      count += 1
    }
    return end == text.endIndex ? String(text) : text[..<end] + "…"
  }
}
