import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Table View: Editing: two inset-grouped sections of mountains, "Visited"
/// and "Bucket List", whose rows can be deleted and moved within and across
/// sections. Every edit is a change to the current snapshot, applied with
/// animation, and the session's ``Store`` takes the result, so the lists are
/// as the user left them when the screen opens again.
final class TableViewEditingViewController: ExampleViewController<
  TableViewEditingViewController.Section, Mountain
>
{
  enum Section: Hashable, Sendable, CaseIterable {
    case visited
    case bucketList

    var title: String {
      switch self {
      case .visited: "Visited"
      case .bucketList: "Bucket List"
      }
    }

    var secondaryTitle: String {
      switch self {
      case .visited: "Trips I've made!"
      case .bucketList: "Need to do this before I go!"
      }
    }
  }

  /// The two lists behind the screen. The session keeps one for its whole
  /// run; the screen reads it when it opens and writes every edit back.
  final class Store {
    private(set) var mountains: [Section: [Mountain]]

    /// The sample's start: the first eight mountains of the data file, the
    /// first four on the bucket list and the next four visited.
    init(mountains: [Mountain]) {
      let limit = min(8, mountains.count)
      self.mountains = [
        .bucketList: Array(mountains[0..<limit / 2]),
        .visited: Array(mountains[limit / 2..<limit]),
      ]
    }

    var snapshot: DiffableDataSourceSnapshot<Section, Mountain> {
      var snapshot = DiffableDataSourceSnapshot<Section, Mountain>()
      for section in Section.allCases {
        snapshot.appendSections([section])
        snapshot.appendItems(mountains[section] ?? [], toSection: section)
      }
      return snapshot
    }

    func update(from snapshot: DiffableDataSourceSnapshot<Section, Mountain>) {
      for section in Section.allCases {
        mountains[section] = snapshot.itemIdentifiers(inSection: section)
      }
    }
  }

  let store: Store
  private(set) var isEditing = false
  /// The row picked up with `m`, which ↑ and ↓ carry, and the snapshot from
  /// before it was picked up, for Esc to put back.
  private var lifted:
    (mountain: Mountain, snapshotBefore: DiffableDataSourceSnapshot<Section, Mountain>)?

  init(context: ExampleContext, store: Store) {
    self.store = store
    super.init(context: context)
  }

  /// The screen on the session's store, made from the data file on first
  /// use, so edits outlive the screen.
  static func make(context: ExampleContext) throws -> TableViewEditingViewController {
    let session = context.session
    let store = try session.model { Store(mountains: try session.loadMountains()) }
    return TableViewEditingViewController(context: context, store: store)
  }

  override func viewDidLoad() {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    collectionView.layout = CompositionalLayout.list(using: configuration)
    configureDataSource()
    collectionView.dataSource.apply(store.snapshot, animatingDifferences: false)
  }

  override var keyBindings: [KeyBinding] {
    if lifted != nil {
      return [
        KeyBinding("↑↓", "carry"), KeyBinding("m/enter", "drop"), KeyBinding("esc", "cancel"),
      ]
    }
    guard isEditing else {
      return [KeyBinding("↑↓", "move"), KeyBinding("e", "Edit"), KeyBinding("d/del", "delete")]
    }
    return [
      KeyBinding("e", "Done"), KeyBinding("d/del", "delete"), KeyBinding("⇧↑↓", "move row"),
      KeyBinding("m", "pick up"),
    ]
  }

  private func configureDataSource() {
    collectionView.cellRegistration = CellRegistration {
      [unowned self] canvas, rect, indexPath, mountain, state in
      var content = ListContentConfiguration.valueCell()
      content.text = mountain.name
      content.secondaryText = mountain.formattedHeight
      if isEditing { content.accessories = [.delete, .reorder] }
      let isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
      content.draw(on: &canvas, in: rect, state: state, separator: !isLast)
    }
    collectionView.register(
      TitleSupplementaryView.registration(elementKind: ListConfiguration.headerElementKind) {
        [unowned self] indexPath in
        collectionView.sectionIdentifier(at: indexPath.section)?.title ?? ""
      }
    )
    collectionView.register(
      SupplementaryRegistration(
        elementKind: ListConfiguration.footerElementKind,
        fit: { request in Size(width: request.proposedSize.width, height: 1) },
        draw: { [unowned self] canvas, rect, indexPath, state in
          let section = collectionView.sectionIdentifier(at: indexPath.section)
          ListContentConfiguration(text: section?.secondaryTitle).draw(
            on: &canvas,
            in: rect,
            state: state
          )
        }
      )
    )
  }

  /// Applies an edit of the current snapshot and hands the result to the
  /// store.
  private func apply(_ snapshot: DiffableDataSourceSnapshot<Section, Mountain>) {
    collectionView.dataSource.apply(snapshot, animatingDifferences: true)
    store.update(from: snapshot)
  }

  /// Deletes the row at `indexPath`, as the sample's data source commits a
  /// delete.
  func deleteRow(at indexPath: IndexPath) {
    guard let mountain = collectionView.itemIdentifier(at: indexPath) else { return }
    var snapshot = collectionView.dataSource.snapshot()
    snapshot.deleteItems([mountain])
    apply(snapshot)
  }

  /// Moves the row at `source` so that it ends up at `destination`, as the
  /// sample's data source does after a drag: before or after the row now at
  /// the destination, or at the end of a section with no row there.
  func moveRow(at source: IndexPath, to destination: IndexPath) {
    guard source != destination, let mountain = collectionView.itemIdentifier(at: source) else {
      return
    }
    var snapshot = collectionView.dataSource.snapshot()
    if let target = collectionView.itemIdentifier(at: destination) {
      let isAfter = destination.section == source.section && destination.item > source.item
      snapshot.deleteItems([mountain])
      if isAfter {
        snapshot.insertItems([mountain], afterItem: target)
      } else {
        snapshot.insertItems([mountain], beforeItem: target)
      }
    } else {
      guard let section = collectionView.sectionIdentifier(at: destination.section) else { return }
      snapshot.deleteItems([mountain])
      snapshot.appendItems([mountain], toSection: section)
    }
    apply(snapshot)
  }

  /// Moves the focused row one place up or down, into the neighbouring
  /// section past either end of its own.
  private func moveFocusedRow(_ direction: FocusDirection) {
    guard let source = collectionView.focusedIndexPath else { return }
    let sectionCount = Section.allCases.count
    let destination: IndexPath
    switch direction {
    case .up where source.item > 0:
      destination = IndexPath(item: source.item - 1, section: source.section)
    case .up where source.section > 0:
      let previous = source.section - 1
      destination = IndexPath(
        item: collectionView.numberOfItems(inSection: previous),
        section: previous
      )
    case .down where source.item < collectionView.numberOfItems(inSection: source.section) - 1:
      destination = IndexPath(item: source.item + 1, section: source.section)
    case .down where source.section < sectionCount - 1:
      destination = IndexPath(item: 0, section: source.section + 1)
    default:
      return
    }
    moveRow(at: source, to: destination)
  }

  override func handle(_ event: InputEvent, in rect: CellRect) -> ScreenResponse {
    if let lifted {
      switch event {
      case .key(.up), .character("k"), .key(.shiftUp):
        moveFocusedRow(.up)
      case .key(.down), .character("j"), .key(.shiftDown):
        moveFocusedRow(.down)
      case .character("m"), .key(.enter), .character(" "):
        drop()
      case .key(.escape):
        collectionView.dataSource.apply(lifted.snapshotBefore, animatingDifferences: true)
        store.update(from: lifted.snapshotBefore)
        drop()
      default:
        break
      }
      return .handled
    }
    switch event {
    case .character("e"):
      isEditing.toggle()
    case .character("d"), .key(.delete):
      guard let indexPath = collectionView.focusedIndexPath else { return .handled }
      deleteRow(at: indexPath)
    case .key(.shiftUp) where isEditing:
      moveFocusedRow(.up)
    case .key(.shiftDown) where isEditing:
      moveFocusedRow(.down)
    case .character("m") where isEditing:
      guard let mountain = collectionView.focusedItem else { return .handled }
      lifted = (mountain, collectionView.dataSource.snapshot())
      collectionView.selectedItems = [mountain]
    default:
      return super.handle(event, in: rect)
    }
    return .handled
  }

  private func drop() {
    lifted = nil
    collectionView.selectedItems = []
  }
}
