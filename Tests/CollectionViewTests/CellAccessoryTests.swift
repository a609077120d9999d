import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// UIKit's accessory spellings: `displayed:` decides by the list's editing
/// state whether an accessory shows, with UIKit's defaults.
@Suite struct CellAccessoryTests {
  static func row(_ accessories: [ListCellAccessory], editing: Bool) -> String {
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    view.frame = CellRect(x: 0, y: 0, width: 20, height: 2)
    view.isEditing = editing
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      cell.accessories = accessories
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    dataSource.apply(snapshot, animatingDifferences: false)
    var canvas = Canvas(size: CellSize(width: 20, height: 2))
    view.draw(into: &canvas, now: 0)
    let line = canvas.plainText().split(separator: "\n").first.map(String.init) ?? ""
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test func deleteAndReorderShowWhileEditingByDefault() {
    #expect(Self.row([.delete(), .reorder()], editing: false) == " Row")
    #expect(Self.row([.delete(), .reorder()], editing: true) == " ⊖ Row            ≡")
  }

  @Test func displayedSaysWhenOthersShow() {
    #expect(
      Self.row([.disclosureIndicator(), .reorder(displayed: .always)], editing: false)
        == " Row            › ≡"
    )
    #expect(
      Self.row([.checkmark(displayed: .whenNotEditing)], editing: false) == " Row              ✓"
    )
    #expect(Self.row([.checkmark(displayed: .whenNotEditing)], editing: true) == " Row")
    #expect(Self.row([.label(text: "12")], editing: true) == " Row             12")
  }
}
