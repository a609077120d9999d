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

  /// A number in `0..<bound` (bound > 0) from the next byte, or the next
  /// two when `bound` is above 256, so that every choice can be made; 0
  /// at the end.
  mutating func index(below bound: Int) -> Int {
    let byte = Int(next() ?? 0)
    guard bound > 256 else { return byte % bound }
    return (byte << 8 | Int(next() ?? 0)) % bound
  }

  /// How many identifiers an operation adds or takes, from the next byte:
  /// 1 to 4 for most bytes, and 5 to 65 for the top sixteenth, so that a
  /// short input still reaches hundreds of identifiers, and batches larger
  /// than the groups of 32 the snapshot indexes items in.
  mutating func count() -> Int {
    let byte = Int(next() ?? 0)
    return byte < 240 ? 1 + byte % 4 : 5 + 4 * (byte - 240)
  }
}
