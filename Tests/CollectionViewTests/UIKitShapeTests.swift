import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// The sample's way of feeding a collection view compiles and works: cell
/// and supplementary registrations, a diffable data source with a cell
/// provider and a supplementary view provider, cells configured per item.
@Suite struct UIKitShapeTests {
  let size = CellSize(width: 20, height: 8)

  /// A list cell that remembers how often it was reused and the state it
  /// was last configured in.
  final class RecordingCell: CollectionViewListCell {
    var reuses = 0
    var states: [CellState] = []

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }

    override func draw(on canvas: inout Canvas, in rect: CellRect) {
      states.append(configurationState)
      super.draw(on: &canvas, in: rect)
    }
  }

  /// A header drawing "Section n" on its line.
  final class TitleView: CollectionReusableView {
    var title = ""

    override func draw(on canvas: inout Canvas, in rect: CellRect) {
      canvas.put(title, x: rect.x, y: rect.y, width: rect.width)
    }
  }

  private func makeView(clock: VirtualClock = VirtualClock()) -> CollectionView {
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: clock
    )
    view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    return view
  }

  /// A data source dequeuing every cell from `cellRegistration`.
  private func makeDataSource<Cell>(
    _ collectionView: CollectionView,
    _ cellRegistration: CellRegistration<Cell, Int>
  ) -> CollectionViewDiffableDataSource<Int, Int> {
    CollectionViewDiffableDataSource(collectionView: collectionView) {
      $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $2)
    }
  }

  private func rows(of view: CollectionView) -> [String] {
    var canvas = Canvas(size: size)
    view.draw(into: &canvas, now: 0)
    // The text of each row, without the separators a plain list draws.
    return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
      .filter { !$0.hasPrefix("─") }
  }

  /// The Simple List sample, line for line.
  @Test func aCellProviderDrawsEachItemThroughItsRegistration() {
    let collectionView = makeView()
    let cellRegistration = CellRegistration<RecordingCell, Int> { cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView,
      indexPath,
      identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7, 8, 9])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(Array(rows(of: collectionView).prefix(4)) == ["7", "8", "9", ""])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 8)
    #expect(dataSource.snapshot().itemIdentifiers == [7, 8, 9])
    // One cell, prepared for reuse and configured again for every item.
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: cellRegistration,
      for: IndexPath(item: 0, section: 0),
      item: 7
    )
    let reuses = cell.reuses
    let again = collectionView.dequeueConfiguredReusableCell(
      using: cellRegistration,
      for: IndexPath(item: 2, section: 0),
      item: 9
    )
    #expect(again === cell && cell.reuses == reuses + 1)
    // Drawn in its item's state: the first row has the focus.
    #expect(cell.states.map(\.isFocused) == [true, false, false])
  }

  /// Cells with an estimated height get the height their configuration
  /// needs: the subtitle wraps onto the lines below.
  @Test func anEstimatedCellTakesTheSizeItsCellPrefers() {
    let collectionView = makeView()
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = ListContentConfiguration.subtitleCell()
      content.text = "\(item)"
      content.secondaryText = item == 2 ? "one two three four five six" : nil
      cell.contentConfiguration = content
    }
    let dataSource = makeDataSource(collectionView, cellRegistration)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot, animatingDifferences: false)
    let drawn = rows(of: collectionView)
    #expect(Array(drawn.prefix(5)) == ["1", "2", "one two three four", "five six", "3"])
  }

  /// Headers come from the supplementary view provider through a
  /// supplementary registration; one the provider hides is left out.
  @Test func aSupplementaryViewProviderDrawsHeaders() {
    let collectionView = makeView()
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    collectionView.collectionViewLayout = .list(using: configuration)
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let headerRegistration = SupplementaryRegistration<TitleView>(
      elementKind: ListConfiguration.headerElementKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.title = "Section \(indexPath.section)"
      supplementaryView.isHidden = indexPath.section == 1
    }
    let dataSource = makeDataSource(collectionView, cellRegistration)
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration,
        for: indexPath
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1], toSection: 0)
    snapshot.appendItems([2], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    let drawn = rows(of: collectionView)
    #expect(drawn.contains("Section 0"))
    #expect(!drawn.contains("Section 1"))
    let headers = collectionView.drawnElements(at: 0).filter { $0.category == .supplementaryView }
    #expect(headers.map(\.indexPath.section) == [0])
  }

  /// The data source can be subclassed, as the Table View: Editing sample
  /// does with UIKit's.
  @Test func theDataSourceIsOpenForSubclasses() {
    final class CountingDataSource: CollectionViewDiffableDataSource<Int, Int> {
      var lookups = 0
      override func itemIdentifier(for indexPath: IndexPath) -> Int? {
        lookups += 1
        return super.itemIdentifier(for: indexPath)
      }
    }
    let collectionView = makeView()
    let dataSource = CountingDataSource(collectionView: collectionView) { _, _, _ in nil }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 2)
    #expect(dataSource.lookups == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    // A provider that returns no cell draws nothing there.
    #expect(rows(of: collectionView).allSatisfy { $0.isEmpty })
  }

  /// A cell that styles itself from its state in updateConfiguration(using:),
  /// after the handler gave it its item, as the sample's custom list cell.
  @Test func aCellUpdatesItsConfigurationFromItsState() {
    final class StatefulCell: CollectionViewListCell {
      var number = 0
      override func updateConfiguration(using state: CellState) {
        var content = defaultContentConfiguration()
        content.text = state.isFocused ? "[\(number)]" : "\(number)"
        contentConfiguration = content
      }
    }
    let collectionView = makeView()
    let cellRegistration = CellRegistration<StatefulCell, Int> { cell, _, item in
      cell.number = item
    }
    let dataSource = makeDataSource(collectionView, cellRegistration)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([4, 5])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(Array(rows(of: collectionView).prefix(2)) == ["[4]", "5"])
  }

  /// A decoration view class registered on the layout, as UIKit's sample
  /// registers its section background, draws every decoration of its kind;
  /// a layout without it draws none.
  @Test func aDecorationViewClassRegisteredOnTheLayoutDrawsItsKind() {
    final class Hatched: CollectionReusableView {
      override func draw(on canvas: inout Canvas, in rect: CellRect) {
        canvas.fill(rect, with: "/")
      }
    }
    func makeLayout(registering: Bool) -> CompositionalLayout {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
      )
      let group = LayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      section.decorationItems = [LayoutDecorationItem.background(elementKind: "hatch")]
      let layout = CompositionalLayout(section: section)
      if registering { layout.register(Hatched.self, forDecorationViewOfKind: "hatch") }
      return layout
    }
    let collectionView = makeView()
    collectionView.collectionViewLayout = makeLayout(registering: true)
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let dataSource = makeDataSource(collectionView, cellRegistration)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(
      Array(rows(of: collectionView).prefix(3)) == [
        "////////////////////", "// 1              //", "////////////////////",
      ]
    )
    collectionView.collectionViewLayout = makeLayout(registering: false)
    #expect(!rows(of: collectionView).joined().contains("/"))
  }
}
