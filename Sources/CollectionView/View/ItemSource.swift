import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// What a collection view reads of its data, without the identifier types:
/// the snapshot its data source last handed it, as the view shows it.
///
/// The view is not generic, as UIKit's is not; its data source is, and
/// answers for it. Until the view takes in an update
/// (``showLatestSnapshot()``), every answer is about the snapshot before
/// it, so the view's layout and its data never disagree, and the view
/// keeps no copy of either.
protocol ItemSource: AnyObject {
  var numberOfSections: Int { get }
  func numberOfItems(inSection section: Int) -> Int
  /// The item at `indexPath`, type-erased: how focus and selection follow
  /// an item through changes. Nil where there is none.
  func itemIdentity(at indexPath: IndexPath) -> AnyHashable?
  /// The section at `index`, type-erased; nil where there is none.
  func sectionIdentity(at index: Int) -> AnyHashable?
  /// Where the section `identity` stands for is; nil when it is gone.
  func sectionIndex(of identity: AnyHashable) -> Int?
  /// Where the item `identity` stands for is; nil when it is gone.
  func indexPath(ofItem identity: AnyHashable) -> IndexPath?
  /// The item at `indexPath`, or the nearest one before it (else after
  /// it): where focus goes when its item is deleted.
  func indexPath(nearest indexPath: IndexPath) -> IndexPath?

  /// The item's place in its section's hierarchy; nil for an item of a
  /// section with flat items.
  func outlinePlace(at indexPath: IndexPath) -> OutlinePlace?
  /// Expands or collapses the row at `indexPath`, animated, as far as the
  /// data source's handlers let it.
  func setExpanded(at indexPath: IndexPath, _ expanded: Bool)

  /// Draws the cell at `indexPath` in `rect`, in `state`.
  func drawCell(
    on canvas: inout Canvas,
    in rect: CellRect,
    at indexPath: IndexPath,
    state: CellState
  )
  /// The configured cell at `indexPath`, in `state` (its place in an
  /// outline included); nil where there is no item or the cell provider
  /// gives no cell.
  func cell(at indexPath: IndexPath, state: CellState) -> CollectionViewCell?
  /// The size the cell at `request.indexPath` asks for.
  func fitCell(_ request: SizeFittingRequest) -> Size

  /// Whether the item at `indexPath` may move.
  func canMoveItem(at indexPath: IndexPath) -> Bool
  /// Moves an item, as a user's reordering does.
  func moveItem(at source: IndexPath, to destination: IndexPath)

  /// Makes the snapshot of the update being taken in the one shown.
  func showLatestSnapshot()
  /// The latest snapshot as lines, marking the items in `changed`.
  func snapshotLines(changed: Set<AnyHashable>) -> [SnapshotLine]
}

/// Where an outline row is in its section's hierarchy.
struct OutlinePlace {
  var level: Int
  var isExpanded: Bool
  var hasChildren: Bool
  /// The row's parent, where it has one.
  var parent: IndexPath?
}

/// An update a data source hands its view, without identifier types.
struct ReceivedUpdate {
  var difference: SnapshotDifference
  var differenceDuration: Duration
  var animatingDifferences: Bool
  var isReloadData: Bool
}
