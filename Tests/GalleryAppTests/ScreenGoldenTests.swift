import GalleryApp
import Testing

/// Whole screens as `gallery render` prints them, stored as text a reviewer
/// can read under __Snapshots__.
@Suite struct ScreenGoldenTests {
  @Test(arguments: ["menu", "list", "grid", "inset-items-grid", "two-column-grid"])
  func screenAtEachSize(_ target: String) throws {
    for size in sizes {
      assertGolden(try render(target, size: size), named: "\(target)-\(size.width)x\(size.height)")
    }
  }

  @Test func menuExpanded() throws {
    for size in sizes {
      assertGolden(
        try render("menu", size: size, keys: "enter down enter"),
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func helpOverlay() throws {
    assertGolden(try render("grid", keys: "?"))
  }

  @Test func tooSmallTerminal() throws {
    assertGolden(try render("grid", size: .init(width: 19, height: 5)))
  }
}
