/// The items a filter leaves in the outline: those whose names hold its
/// text, ignoring case, and the folders on the way down to them, which
/// open to show them.
struct OutlineFilter: Sendable {
  /// The text looked for, lowercased.
  let text: String
  /// The matching items and the folders above them.
  private(set) var shown: Set<FileTree.ID> = []
  /// The folders above a matching item: they show only what the filter
  /// leaves, expanded.
  private(set) var opened: Set<FileTree.ID> = []
  /// How many items match.
  private(set) var matchCount = 0

  /// The filter for `text` over what has been read of `tree`.
  ///
  /// - Complexity: O(n) for n items found: each folder opens once.
  init(text: String, over tree: FileTree) {
    self.text = text.lowercased()
    let needle = Array(self.text.utf8)
    for id in tree.items.indices.dropFirst()
    where Self.bytes(of: tree.lowercasedName(of: id), hold: needle) {
      matchCount += 1
      shown.insert(id)
      // Up to the root, or to a folder a match before opened.
      var above = tree.parent(of: id)
      while let folder = above, folder != FileTree.rootID, opened.insert(folder).inserted {
        shown.insert(folder)
        above = tree.parent(of: folder)
      }
    }
  }

  /// Whether the UTF-8 of `name` holds `needle`'s bytes in a row. For a
  /// name and text both lowercased that is `contains`, except where a
  /// match would end inside a character (before a combining accent), and
  /// it is many times as quick over a tree's worth of names on every key.
  private static func bytes(of name: String, hold needle: [UInt8]) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      guard let first = needle.first else { return true }
      for start in 0...(bytes.count - needle.count) where bytes[start] == first {
        if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
      }
      return false
    }
  }
}
