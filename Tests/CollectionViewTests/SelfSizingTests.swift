import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// Estimated rows are measured as UIKit self-sizes cells: those coming
/// into view, once each until their item changes, the estimate standing
/// for the rest; and measuring moves nothing already in view.
@Suite struct SelfSizingTests {
  let size = CellSize(width: 30, height: 10)
  /// A subtitle that wraps onto more than one line at the tests' width.
  static let longText = "a b c d e f g h i j k l m n o p q r s t u v w x y z"

  /// A list on the standard configuration (estimated heights) whose
  /// registration counts the rows it configures; the items in `tall` get a
  /// subtitle that wraps onto two more lines.
  final class CountingList {
    let view: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>

    init(size: CellSize, tall: Set<Int> = [], separators: Bool = false) {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.showsSeparators = separators
      view = CollectionView(
        frame: CellRect(x: 0, y: 0, width: size.width, height: size.height),
        collectionViewLayout: .list(using: configuration),
        clock: VirtualClock()
      )
      var configured = 0
      let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        configured += 1
        var content = ListContentConfiguration.subtitleCell()
        content.text = "row \(item)"
        content.secondaryText = tall.contains(item) ? SelfSizingTests.longText : nil
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: view) {
        $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
      }
      self.configuredCount = { configured }
    }

    private let configuredCount: () -> Int

    /// How many rows the registration has configured so far.
    var configurations: Int { configuredCount() }

    func apply(_ items: [Int], animating: Bool = false) {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(items)
      dataSource.apply(snapshot, animatingDifferences: animating)
    }

    /// Each screen row's text, trimmed, without the scrollbar's column.
    func rows() -> [String] {
      view.finishAnimations()
      var canvas = Canvas(size: view.frame.size)
      view.draw(into: &canvas, now: view.clock.now)
      return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(view.frame.height)
        .map { line in
          let content = line.prefix(view.contentFrame.width)
          return String(content.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The screen row showing `text`, if any.
    func row(showing text: String) -> Int? {
      rows().firstIndex(of: text)
    }
  }

  /// A million estimated rows cost a screenful of measuring to open, and
  /// each scroll a screenful more, the end of the list included; what is
  /// shown is what the data holds.
  @Test func aMillionEstimatedRowsMeasureOnlyWhatIsShown() {
    let list = CountingList(size: size)
    list.apply(Array(0..<1_000_000))
    let opened = list.configurations
    #expect(opened >= size.height && opened <= 3 * size.height)
    #expect(list.rows().prefix(3) == ["row 0", "row 1", "row 2"])

    var before = list.configurations
    list.view.page(.down)
    #expect(list.configurations - before <= 2 * size.height)
    #expect(list.rows().first == "row 9")

    before = list.configurations
    list.view.scrollToBottom()
    #expect(list.configurations - before <= 3 * size.height)
    #expect(list.rows().last == "row 999999")
    #expect(list.view.focusedIndexPath == IndexPath(item: 999_999, section: 0))

    // An apply that leaves the rows shown alone measures nothing again.
    before = list.configurations
    list.apply(Array(0..<999_000) + Array(999_001..<1_000_000))
    let drawing = list.configurations
    _ = list.rows()
    #expect(drawing == before)
    #expect(list.configurations - drawing <= size.height)
  }

  /// A row taller than its estimate, coming in at the bottom, leaves every
  /// row above it where the scroll put it; coming in at the top, it grows
  /// upward, and the rows below stay where the scroll put them.
  @Test func aTallerRowComingIntoViewMovesNothingInView() {
    let list = CountingList(size: size, tall: [12, 40])
    list.apply(Array(0..<60))
    var rows = list.rows()
    #expect(rows.first == "row 0" && !rows.contains("row 12"))
    // Down a row at a time until row 12 comes in at the bottom.
    var steps = 0
    while list.row(showing: "row 12") == nil && steps < 10 {
      let before = list.rows()
      list.view.setContentOffset(list.view.contentOffset + 1, animated: false)
      let after = list.rows()
      let kept: [String] = Array(after.prefix(size.height - 1))
      #expect(kept == Array(before.dropFirst()))
      steps += 1
    }
    rows = list.rows()
    #expect(rows.last == "row 12")

    // From further down, up a row at a time until row 40 comes in at the
    // top: the rows below it stay where each step put them.
    list.view.setContentOffset(list.view.contentOffset + 40, animated: false)
    #expect(list.row(showing: "row 40") == nil)
    steps = 0
    while list.rows().first?.hasPrefix("row ") == true && steps < 40 {
      let before = list.rows()
      list.view.setContentOffset(list.view.contentOffset - 1, animated: false)
      let after: [String] = list.rows()
      let kept: [String] = Array(before.prefix(size.height - 1))
      #expect(Array(after.dropFirst()) == kept)
      steps += 1
    }
    // The tall row's last line came in first, under its top.
    #expect(list.row(showing: "row 40") == nil)
    #expect(list.rows()[1] == "row 41")
  }

  /// Focus moving onto a tall row scrolls it into view whole, measured.
  @Test func focusOnATallRowShowsItWhole() throws {
    let list = CountingList(size: size, tall: [12])
    list.apply(Array(0..<60))
    for _ in 0..<12 { list.view.moveFocus(.down) }
    let rows = list.rows()
    let top = try #require(rows.firstIndex(of: "row 12"))
    #expect(top > 0 && rows[top - 1] == "row 11")
    // Its subtitle's lines fill the screen to its last row.
    #expect(top < rows.count - 2 && rows[(top + 1)...].allSatisfy { !$0.hasPrefix("row ") })
  }

  /// A measured size is kept until its item is reconfigured or reloaded,
  /// or the width it was measured at changes.
  @Test func aMeasuredSizeIsKeptUntilTheItemOrTheWidthChanges() {
    let list = CountingList(size: size)
    list.apply(Array(0..<5))
    var before = list.configurations
    list.apply(Array(0..<6))
    // Only the new row is measured.
    #expect(list.configurations - before == 1)

    before = list.configurations
    var snapshot = list.dataSource.snapshot()
    snapshot.reconfigureItems([2])
    list.dataSource.apply(snapshot, animatingDifferences: false)
    // The reconfigured row is measured again, and drawing configures it
    // (the view draws nothing here).
    #expect(list.configurations - before == 1)

    before = list.configurations
    list.view.frame = CellRect(x: 0, y: 0, width: 20, height: size.height)
    #expect(list.configurations - before == 6)
  }
}
