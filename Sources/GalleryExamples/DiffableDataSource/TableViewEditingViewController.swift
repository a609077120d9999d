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
    /// The sample's start, which a reset returns to.
    let initialMountains: [Section: [Mountain]]

    /// The sample's start: the first eight mountains of the data file, the
    /// first four on the bucket list and the next four visited.
    init(mountains: [Mountain]) {
      let limit = min(8, mountains.count)
      initialMountains = [
        .bucketList: Array(mountains[0..<limit / 2]),
        .visited: Array(mountains[limit / 2..<limit]),
      ]
      self.mountains = initialMountains
    }

    var snapshot: DiffableDataSourceSnapshot<Section, Mountain> { Self.snapshot(of: mountains) }

    /// Whether the lists are as the sample starts them.
    var isAtStart: Bool { mountains == initialMountains }

    /// The snapshot of the sample's start.
    var initialSnapshot: DiffableDataSourceSnapshot<Section, Mountain> {
      Self.snapshot(of: initialMountains)
    }

    private static func snapshot(
      of mountains: [Section: [Mountain]]
    ) -> DiffableDataSourceSnapshot<Section, Mountain> {
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
  private let history = UndoHistory<DiffableDataSourceSnapshot<Section, Mountain>>()
  /// Shift-↑/↓ and the pick-up key, in edit mode.
  private lazy var reordering = KeyboardReordering(collectionView: collectionView) {
    [unowned self] in apply($0)
  }

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

  override var capturesKeys: Bool { reordering.isCarrying }

  override var keyBindings: [KeyBinding] {
    if reordering.isCarrying { return reordering.keyBindings }
    var bindings = collectionView.navigationBindings
    bindings.append(
      KeyBinding("e", isEditing ? "Done" : "Edit", events: [.character("e")]) {
        [unowned self] _ in
        isEditing.toggle()
        return .handled
      }
    )
    if let indexPath = collectionView.focusedIndexPath {
      bindings.append(
        KeyBinding(
          "d/del",
          "delete",
          helpKeys: "d delete",
          events: [.character("d"), .key(.delete)]
        ) { [unowned self] _ in
          deleteRow(at: indexPath)
          return .handled
        }
      )
    }
    if isEditing { bindings += reordering.keyBindings }
    if let undo = history.keyBinding(restore: { [unowned self] in apply($0, recording: false) }) {
      bindings.append(undo)
    }
    if !store.isAtStart {
      bindings.append(
        KeyBinding("r", "reset", events: [.character("r")], importance: .secondary) {
          [unowned self] _ in
          apply(store.initialSnapshot)
          return .handled
        }
      )
    }
    return bindings
  }

  private func content(for mountain: Mountain) -> ListContentConfiguration {
    var content = ListContentConfiguration.valueCell()
    content.text = mountain.name
    content.secondaryText = mountain.formattedHeight
    if isEditing { content.accessories = [.delete, .reorder] }
    return content
  }

  private func configureDataSource() {
    collectionView.cellRenderer = CellRenderer {
      [unowned self] canvas, rect, _, mountain, state in
      content(for: mountain).draw(on: &canvas, in: rect, state: state)
    }
    collectionView.register(
      TitleSupplementaryView.registration(elementKind: ListConfiguration.headerElementKind) {
        [unowned self] indexPath in
        collectionView.sectionIdentifier(at: indexPath.section)?.title ?? ""
      }
    )
    collectionView.register(
      TitleSupplementaryView.footerRegistration(elementKind: ListConfiguration.footerElementKind) {
        [unowned self] indexPath in
        collectionView.sectionIdentifier(at: indexPath.section)?.secondaryTitle
      }
    )
  }

  /// Applies an edit of the current snapshot and hands the result to the
  /// store; unless it is an undo, the snapshot it replaces can be undone.
  private func apply(
    _ snapshot: DiffableDataSourceSnapshot<Section, Mountain>,
    recording: Bool = true
  ) {
    if recording { history.record(collectionView.dataSource.snapshot()) }
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

  /// While a row is carried nothing else acts; otherwise a click on ⊖
  /// deletes its row and one on ≡ picks its row up.
  override func handle(_ event: InputEvent) -> ScreenResponse {
    if reordering.handle(event, content: content(for:)) { return .handled }
    if case (let indexPath, _, .delete)? = collectionView.clickedAccessory(
      event,
      content: content(for:)
    ) {
      deleteRow(at: indexPath)
      return .handled
    }
    return super.handle(event)
  }
}
