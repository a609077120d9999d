import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct SimpleListTests {
  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(try render("simple-list", size: size), named: "\(size.width)x\(size.height)")
    }
  }

  @Test func snapshotIsOneSectionOfNinetyFourRows() throws {
    let (app, _) = try play("simple-list")
    let screen = try #require(app.top as? SimpleListViewController)
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.numberOfSections == 1)
    #expect(snapshot.itemIdentifiers == Array(0..<94))
  }

  @Test func rowsAreInsetAndTheLastIsReachable() throws {
    let frames = parseFrames(try render("simple-list", format: .frames))
    let first = try #require(frames.first { $0.kind == "cell" && $0.item == 0 })
    // Inset grouped: two columns in from either side (and the scrollbar's
    // column), one line a row.
    #expect(first.x == 2 && first.w == 75 && first.h == 1)
    let end = try render("simple-list", keys: "end")
    #expect(end.contains("   93 "))
  }
}
