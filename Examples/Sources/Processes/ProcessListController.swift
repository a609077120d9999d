import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every process, busiest first, sampled once a second: as their shares
/// change, rows slide to their new ranks. Typing filters by name; Enter
/// opens a process's details.
public final class ProcessListController: CollectionViewController {
  enum Section { case main }

  /// The column titles, aligned with ``ProcessRowCell``'s columns.
  static let columnsHeading = "    PID   CPU%   MEM MiB  S  COMMAND"

  private let table: ProcessTable
  /// How often the processes are sampled, in seconds.
  public let interval: Double
  private let ticksPerSecond: Double
  private let pageSize: Double
  private var dataSource: CollectionViewDiffableDataSource<Section, Int32>!
  private let filter = SearchTextField()
  /// How many processes show, of how many, beside the filter.
  private let countLabel = Label()
  /// The rows shown, by process id.
  private(set) var rows: [Int32: ProcessRow] = [:]
  /// The last sample, for the next one's CPU shares, and when it was taken.
  private var previous: [Int32: ProcessSample] = [:]
  private var sampledAt: Double?

  /// The list of the processes in `table`, sampled every `interval`
  /// seconds of `clock`.
  public init(
    table: ProcessTable = ProcessTable(),
    interval: Double = 1,
    clock: AnimationClock
  ) {
    self.table = table
    self.interval = interval
    ticksPerSecond = Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
    pageSize = Double(max(1, sysconf(Int32(_SC_PAGESIZE))))
    super.init(title: "Processes", clock: clock)
  }

  public override func viewDidLoad() {
    configureHierarchy()
    // A row a line, as a process table reads best: no separators between.
    var configuration = ListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    // Letters type into the filter, so h j k l do not move here.
    collectionView.lettersMoveFocus = false
    collectionView.collectionViewLayout = .list(using: configuration)
    let cellRegistration = CellRegistration<ProcessRowCell, Int32> { [unowned self] cell, _, pid in
      cell.row = rows[pid]
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView,
      indexPath,
      pid in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: pid
      )
    }
    refresh(animated: false)
  }

  /// The filter and the count on the first row, the column titles below
  /// them, then the list.
  private func configureHierarchy() {
    filter.placeholder = "Type to filter by name"
    filter.addAction(Action { [unowned self] _ in applyFilter() }, for: .editingChanged)
    countLabel.textColor = Theme.secondaryText.foreground
    let bar = StackView(arrangedSubviews: [filter, countLabel])
    bar.spacing = 1
    bar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
    bar.isLayoutMarginsRelativeArrangement = true
    let column = StackView(
      arrangedSubviews: [bar, HeadingBar(text: Self.columnsHeading), collectionView]
    )
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }

  public override var summary: String {
    "The processes of this machine, busiest first, sampled every \(interval) s from /proc."
  }

  /// Takes a new sample and shows it: rows whose rank changed slide to it,
  /// rows whose figures changed are drawn anew, and processes that ended
  /// fade out.
  private func refresh(animated: Bool) {
    let now = clock.now
    let samples = table.sample()
    let fresh = ProcessRow.rows(
      samples,
      previous: previous,
      seconds: sampledAt.map { now - $0 } ?? 0,
      ticksPerSecond: ticksPerSecond,
      pageSize: pageSize
    )
    previous = Dictionary(samples.map { ($0.pid, $0) }, uniquingKeysWith: { $1 })
    sampledAt = now
    var changed: [Int32] = []
    for row in fresh where rows[row.sample.pid] != nil && rows[row.sample.pid] != row {
      changed.append(row.sample.pid)
    }
    rows = Dictionary(fresh.map { ($0.sample.pid, $0) }, uniquingKeysWith: { $1 })
    var snapshot = visibleSnapshot()
    snapshot.reconfigureItems(changed.filter { snapshot.indexOfItem($0) != nil })
    dataSource.apply(snapshot, animatingDifferences: animated)
    updateCount()
  }

  private func updateCount() {
    countLabel.text = "\(collectionView.numberOfItems(inSection: 0)) of \(rows.count)"
  }

  /// The processes whose name holds the filter, ignoring case, busiest
  /// first.
  private func visibleSnapshot() -> DiffableDataSourceSnapshot<Section, Int32> {
    let needle = (filter.text ?? "").lowercased()
    var snapshot = DiffableDataSourceSnapshot<Section, Int32>()
    snapshot.appendSections([.main])
    snapshot.appendItems(
      rows.values.filter { needle.isEmpty || $0.sample.name.lowercased().contains(needle) }
        .sorted(by: ProcessRow.byCPU).map(\.sample.pid)
    )
    return snapshot
  }

  public override var nextTimerDeadline: Double? {
    sampledAt.map { $0 + interval }
  }

  public override func runTimers(until now: Double) {
    while let deadline = nextTimerDeadline, deadline <= now {
      refresh(animated: true)
    }
  }

  public override var keyBindings: [KeyBinding] { listBindings }

  /// Moving through the list while the filter field types, details of the
  /// focused process, and clearing the filter.
  private lazy var listBindings =
    collectionView.navigationBindings + [
      .note("type", "filter"),
      KeyBinding(
        "details",
        keys: [.key(.enter)],
        isEnabled: { [unowned self] in collectionView.focusedIndexPath != nil }
      ) { [unowned self] _ in
        guard let path = collectionView.focusedIndexPath,
          let pid = dataSource.itemIdentifier(for: path), let row = rows[pid]
        else { return .handled }
        return .push(ProcessDetailScreen(row: row, commandLine: table.commandLine(of: pid)))
      },
      KeyBinding(
        "clear filter",
        keys: [.key(.escape)],
        importance: .essential,
        isEnabled: { [unowned self] in !(filter.text ?? "").isEmpty }
      ) { [unowned self] _ in
        filter.text = ""
        applyFilter()
        return .handled
      },
      // The app quits on Ctrl-C before any screen sees it; the footer says so.
      .note("ctrl-c", "quit", importance: .essential),
    ]

  private func applyFilter() {
    dataSource.apply(visibleSnapshot(), animatingDifferences: true)
    updateCount()
  }
}
