import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// A collection view for the terminal: draws a compositional layout's frames
/// through registrations, scrolls, moves focus by geometry, pages sideways
/// rows, pins headers, and animates every snapshot its data source applies.
///
/// Give it a layout and registrations, then apply snapshots through
/// ``dataSource``, as with UIKit's diffable data source:
///
/// ```swift
/// let collectionView = CollectionView<Section, Int>(layout: createLayout(), clock: clock)
/// collectionView.cellRegistration = CellRegistration { canvas, rect, indexPath, number, state in … }
/// var snapshot = DiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// collectionView.dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public final class CollectionView<
  SectionIdentifier: Hashable & Sendable,
  ItemIdentifier: Hashable & Sendable
> {
  public typealias DataSource = DiffableDataSource<SectionIdentifier, ItemIdentifier>
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

  /// Where snapshots are applied; every apply reaches this view.
  public let dataSource: DataSource
  /// The layout; setting it lays out again.
  public var layout: CompositionalLayout {
    didSet { invalidateLayout() }
  }
  let clock: AnimationClock

  /// Draws the cells. Required before the first draw.
  public var cellRegistration: CellRegistration<ItemIdentifier>?
  var supplementaryRegistrations: [String: SupplementaryRegistration] = [:]
  var decorationRegistrations: [String: DecorationRegistration] = [:]

  /// Called on Enter, Space or a click on a cell.
  public var primaryAction: ((IndexPath, ItemIdentifier) -> Void)?
  /// Items drawn in their selected state.
  public var selectedItems: Set<ItemIdentifier> = []
  /// How long a snapshot's changes take to animate.
  public var transitionDuration = 0.25
  /// How long a sideways row takes to come to rest.
  public var orthogonalScrollDuration = 0.15

  /// The identifiers of the current snapshot, by index, for O(1) lookups
  /// while drawing.
  var sections: [SectionIdentifier] = []
  var items: [[ItemIdentifier]] = []
  /// Numbers for identifiers (see ``IdentifierNumbering``), for per-frame work.
  var sectionNumbering = IdentifierNumbering<SectionIdentifier>()
  var itemNumbering = IdentifierNumbering<ItemIdentifier>()
  /// The numbers of the current snapshot's sections, by index.
  var sectionNumbers: [Int] = []
  /// The numbers of items drawn since the last apply, by index path.
  var itemNumbersByIndexPath: [IndexPath: Int] = [:]

  /// The size the layout was last solved for, and the result.
  private(set) var size: CellSize = CellSize(width: 0, height: 0)
  private(set) var solved: SolvedLayout?

  /// The first content row shown.
  public internal(set) var contentOffset: Double = 0
  /// Sideways offsets of orthogonal sections, by section index, at rest.
  var orthogonalOffsets: [Int: Double] = [:]
  /// Sideways rows on their way to rest.
  var orthogonalAnimations: [Int: OffsetAnimation] = [:]
  /// The snapshot change being animated, if any.
  var transition: Transition?
  /// The focused item; it survives snapshot changes while it exists.
  public internal(set) var focusedItem: ItemIdentifier?
  /// What the last draw put on screen, in drawing order.
  public internal(set) var drawnElements: [DrawnElement] = []

  public init(layout: CompositionalLayout, clock: AnimationClock) {
    self.layout = layout
    self.clock = clock
    self.dataSource = DataSource()
    dataSource.updateHandler = { [unowned self] update, completion in
      self.receive(update, completion: completion)
    }
  }

  /// Adds how to draw supplementaries of the registration's kind.
  public func register(_ registration: SupplementaryRegistration) {
    supplementaryRegistrations[registration.elementKind] = registration
    invalidateLayout()
  }

  /// Adds how to draw decorations of the registration's kind.
  public func register(_ registration: DecorationRegistration) {
    decorationRegistrations[registration.elementKind] = registration
  }

  /// The item at an index path of the current snapshot.
  public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  /// The index path of an item in the current snapshot.
  public func indexPath(for item: ItemIdentifier) -> IndexPath? {
    dataSource.indexPath(for: item)
  }

  /// How many items the section at `index` holds in the current snapshot:
  /// list rows ask it to leave the separator off the last row.
  public func numberOfItems(inSection index: Int) -> Int {
    items.indices.contains(index) ? items[index].count : 0
  }

  /// The identifier of the section at `index`.
  public func sectionIdentifier(at index: Int) -> SectionIdentifier? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The focused item's index path.
  public var focusedIndexPath: IndexPath? {
    focusedItem.flatMap(indexPath(for:))
  }

  /// Whether anything is moving: a snapshot change or a sideways row.
  public var isAnimating: Bool {
    transition != nil || !orthogonalAnimations.isEmpty
  }

  /// Forgets the solved layout; the next draw or query solves it again.
  public func invalidateLayout() {
    solved = nil
  }

  /// Solves the layout for `size` unless already solved for it.
  @discardableResult
  public func layoutIfNeeded(size: CellSize) -> SolvedLayout {
    if let solved, size == self.size { return solved }
    let resized = size != self.size
    self.size = size
    let solved = layout.solve(
      containerSize: Size(width: Double(size.width), height: Double(size.height)),
      itemCounts: items.map(\.count),
      fitting: { [unowned self] request in self.fit(request) }
    )
    self.solved = solved
    contentOffset = clampedContentOffset(contentOffset, in: solved)
    for (section, offset) in orthogonalOffsets {
      guard section < solved.numberOfSections else {
        orthogonalOffsets[section] = nil
        continue
      }
      let range = solved.orthogonalOffsetRange(ofSection: section)
      orthogonalOffsets[section] = min(max(offset, range.lowerBound), range.upperBound)
    }
    if focusedItem == nil { focusFirstItem() }
    if resized { scrollFocusedItemIntoView() }
    return solved
  }

  private func fit(_ request: SizeFittingRequest) -> Size {
    switch request.category {
    case .cell:
      guard let item = itemIdentifier(at: request.indexPath), let fit = cellRegistration?.fit else {
        return request.proposedSize
      }
      return fit(request, item)
    case .supplementaryView:
      guard let kind = request.elementKind, let fit = supplementaryRegistrations[kind]?.fit else {
        return request.proposedSize
      }
      return fit(request)
    case .decorationView:
      return request.proposedSize
    }
  }

  func clampedContentOffset(_ offset: Double, in solved: SolvedLayout) -> Double {
    let maximum = max(0, solved.contentSize.height - Double(size.height))
    return min(max(offset, 0), maximum)
  }

  func focusFirstItem() {
    guard let first = items.first(where: { !$0.isEmpty })?.first else { return }
    focusedItem = first
  }

}
