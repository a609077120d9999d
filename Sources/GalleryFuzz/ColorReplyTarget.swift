import TerminalUI

/// Whatever a terminal answers to the colour queries, the reading of its
/// background is a colour or nothing, and a background that reads reads the
/// same again.
enum ColorReplyTarget {
  static func run(_ bytes: [UInt8]) {
    let backdrop = TerminalColorQuery.backdrop(fromReplies: bytes)
    require(TerminalColorQuery.backdrop(fromReplies: bytes) == backdrop, "two readings differ")
  }
}
