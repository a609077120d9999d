/// The position of an item: its section's index and its index within that section.
///
/// The same shape as the `IndexPath` of the layout engine, so the view layer can
/// translate one into the other field by field; the engines stay independent of
/// each other.
public struct IndexPath: Hashable, Sendable, Comparable {
  /// The item's index within its section.
  public var item: Int
  /// The section's index.
  public var section: Int

  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders by section, then by item: the order in which a list shows them.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

extension IndexPath: CustomStringConvertible {
  public var description: String { "[\(section), \(item)]" }
}
