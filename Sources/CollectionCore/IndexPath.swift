/// The position of an element: an item within a section.
///
/// Both engines speak in index paths, as UIKit's do through Foundation's;
/// this module is their shared vocabulary and nothing else.
public struct IndexPath: Hashable, Sendable, Comparable {
  public var item: Int
  public var section: Int

  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

extension IndexPath: CustomStringConvertible {
  public var description: String { "[\(section), \(item)]" }
}
