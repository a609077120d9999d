/// Reads a fuzzer's input as a stream of small choices: each byte picks an
/// operation or an operand, and an input that runs out ends the run.
struct ByteReader {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte; nil at the end.
  mutating func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound` (bound > 0) from the next byte; 0 at the end.
  mutating func index(below bound: Int) -> Int {
    Int(next() ?? 0) % bound
  }
}
