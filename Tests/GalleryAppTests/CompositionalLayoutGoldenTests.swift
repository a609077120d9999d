import GalleryApp
import Testing

/// The per-section and advanced layout examples as `gallery render` prints
/// them, at the standard size and a wide one, stored under __Snapshots__.
@Suite struct CompositionalLayoutGoldenTests {
  @Test(arguments: [
    "distinct-sections", "adaptive-sections", "item-badges", "section-headers-footers",
    "pinned-section-headers", "section-background-decoration", "nested-groups",
  ])
  func screenAtEachSize(_ target: String) throws {
    for size in sizes {
      assertGolden(try render(target, size: size), named: "\(target)-\(size.width)x\(size.height)")
    }
  }
}
