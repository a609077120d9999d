import GalleryApp
import SnapshotTesting
import Testing

/// Whole screens as `gallery render` prints them, stored as text a reviewer
/// can read under __Snapshots__.
@Suite struct ScreenGoldenTests {
  @Test(arguments: ["menu", "list", "grid", "inset-items-grid", "two-column-grid"])
  func screenAtEachSize(_ target: String) throws {
    for size in sizes {
      assertSnapshot(
        of: try render(target, size: size),
        as: .lines,
        named: "\(target)-\(size.width)x\(size.height)"
      )
    }
  }

  @Test func menuExpanded() throws {
    for size in sizes {
      assertSnapshot(
        of: try render("menu", size: size, keys: "enter down enter"),
        as: .lines,
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func helpOverlay() throws {
    assertSnapshot(of: try render("grid", keys: "?"), as: .lines)
  }

  @Test func tooSmallTerminal() throws {
    assertSnapshot(of: try render("grid", size: .init(width: 19, height: 5)), as: .lines)
  }
}
