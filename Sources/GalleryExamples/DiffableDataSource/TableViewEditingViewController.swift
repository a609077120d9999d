import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Table View: Editing: two inset-grouped sections of mountains, "Visited"
/// and "Bucket List", whose rows can be deleted and, in edit mode, moved
/// within and across sections. As in the sample, the data source is a
/// subclass that decides what may move; a row's trailing swipe action
/// deletes it. Every edit is a change to the current snapshot, applied with
/// animation, and the session's ``Store`` takes the result, so the lists
/// are as the user left them when the screen opens again.
final class TableViewEditingViewController: ExampleViewController {
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

    /// How many mountains of the data file the sample starts with.
    static let startingCount = 8

    /// The sample's start: the first ``startingCount`` mountains of the
    /// data file, the first half on the bucket list and the rest visited.
    init(mountains: [Mountain]) {
      let limit = min(Self.startingCount, mountains.count)
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

  /// The sample's data source subclass: rows move only in edit mode, as
  /// the sample's table view lets them (`canMoveRowAt`).
  final class DataSource: CollectionViewDiffableDataSource<Section, Mountain> {
    override func collectionView(
      _ collectionView: CollectionView,
      canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      collectionView.isEditing
    }
  }

  let store: Store
  private(set) var dataSource: DataSource! = nil
  private let history = UndoHistory<DiffableDataSourceSnapshot<Section, Mountain>>()

  init(context: ExampleContext, store: Store) {
    self.store = store
    super.init(context: context)
  }

  /// The screen on the session's store, made from the data file on first
  /// use, so edits outlive the screen.
  static func make(context: ExampleContext) throws -> TableViewEditingViewController {
    let session = context.session
    let store = try session.model {
      Store(mountains: try session.loadMountains().firstInFileOrder(Store.startingCount))
    }
    return TableViewEditingViewController(context: context, store: store)
  }

  override func viewDidLoad() {
    navigationItem.title = "UITableView: Editing"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
    dataSource.apply(store.snapshot, animatingDifferences: false)
  }

  private func createLayout() -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      guard let mountain = dataSource.itemIdentifier(for: indexPath) else { return nil }
      let deleteAction = ContextualAction(style: .destructive, title: "Delete") {
        [unowned self] _, _, completion in
        delete(mountain)
        completion(true)
      }
      return SwipeActionsConfiguration(actions: [deleteAction])
    }
    return CompositionalLayout.list(using: configuration)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CollectionViewListCell, Mountain> {
      cell,
      _,
      mountain in
      var content = ListContentConfiguration.valueCell()
      content.text = mountain.name
      content.secondaryText = mountain.formattedHeight
      cell.contentConfiguration = content
      cell.accessories = [.delete(), .reorder()]
    }
    let headerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: ListConfiguration.headerElementKind
    ) { [unowned self] view, _, indexPath in
      view.label.text = dataSource.sectionIdentifier(for: indexPath.section)?.title
    }
    let footerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: ListConfiguration.footerElementKind
    ) { [unowned self] view, _, indexPath in
      view.kind = .tableFooter
      view.label.text = dataSource.sectionIdentifier(for: indexPath.section)?.secondaryTitle
    }
    dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, mountain in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: mountain
      )
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == ListConfiguration.headerElementKind
          ? headerRegistration : footerRegistration,
        for: indexPath
      )
    }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      history.record(transaction.initialSnapshot)
      store.update(from: transaction.finalSnapshot)
    }
  }

  override var keyBindings: [KeyBinding] { editingBindings }

  /// Moving, editing mode, what the rows offer, undo and reset; only the
  /// rows' keys while a row has the keyboard.
  private lazy var editingBindings: [KeyBinding] = {
    let free = { [unowned self] in !collectionView.capturesKeys }
    return collectionView.navigationBindings + [
      KeyBinding(
        title: { [unowned self] in collectionView.isEditing ? "Done" : "Edit" },
        keys: [.character("e")],
        isEnabled: free
      ) { [unowned self] _ in
        collectionView.isEditing.toggle()
        return .handled
      }
    ] + collectionView.itemInteractionBindings + [
      history.keyBinding(isEnabled: free) { [unowned self] in apply($0, recording: false) },
      KeyBinding(
        "reset",
        keys: [.character("r")],
        importance: .secondary,
        isEnabled: { [unowned self] in !collectionView.capturesKeys && !store.isAtStart }
      ) { [unowned self] _ in
        apply(store.initialSnapshot)
        return .handled
      },
    ]
  }()

  /// Applies an edit of the current snapshot and hands the result to the
  /// store; unless it is an undo, the snapshot it replaces can be undone.
  private func apply(
    _ snapshot: DiffableDataSourceSnapshot<Section, Mountain>,
    recording: Bool = true
  ) {
    if recording { history.record(dataSource.snapshot()) }
    dataSource.apply(snapshot, animatingDifferences: true)
    store.update(from: snapshot)
  }

  /// Deletes `mountain`, as the sample's data source commits a delete.
  private func delete(_ mountain: Mountain) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([mountain])
    apply(snapshot)
  }
}
