import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// A file browser laid out by stack views alone: a filter field on top; an
/// outline of the folder's tree (folders expand and collapse, each read
/// when first needed) beside a preview of the item in focus, whose tabs
/// switch between its text and its details; and a status line counting
/// folders and files, with a progress bar while the whole tree is
/// scanned in slices, a frame at a time. Tab moves the keyboard from the
/// field to the outline, the tabs and the preview.
public final class FileBrowserController: ViewController {
  enum Section: Hashable, Sendable { case files }

  let filterField = SearchTextField()
  let outline = CollectionView(
    frame: .zero,
    collectionViewLayout: .list(using: ListConfiguration(appearance: .sidebar))
  )
  let tabs = SegmentedControl(items: ["Text", "Details"])
  let preview = TextView()
  let status = Label()
  let progress = ProgressView()

  /// What has been read of the folder.
  private var tree: FileTree
  /// The scan of the whole tree, while it runs.
  private var scan: DirectoryScan?
  /// About how many items a slice of the scan reads at most.
  private let itemsPerSlice: Int
  /// When the next slice of the scan is due: one a frame, the first at
  /// once.
  private var nextSliceTime = 0.0
  private static let sliceInterval = 1.0 / 60
  /// The longest a slice reads for, on the clock: half a frame, the rest
  /// left to keys and drawing. A folder on a slow disk may take longer
  /// on its own; a virtual clock stands still, so tests count items.
  private static let sliceDuration = 1.0 / 120
  /// The folders the user expanded (and has not collapsed since): they
  /// stay expanded as the filter changes.
  private var expanded: Set<FileTree.ID> = []
  /// What the filter field's text leaves in the outline; nil while empty.
  private var filter: OutlineFilter?
  /// Whether the field's text changed since the outline was filtered: it
  /// is filtered once a frame, not once a key, as keys typed fast (or
  /// pasted) come in one frame and each filter walks the whole tree.
  private var filterIsStale = false
  /// What the preview shows: the item and the tab, to show anew when
  /// either changes.
  private var previewed: (item: FileTree.ID?, tab: Int)?
  private var dataSource: CollectionViewDiffableDataSource<Section, OutlineRow>!

  /// A browser of the tree under `root`, read through `fileSystem`, its
  /// scan reading up to about `itemsPerSlice` items a frame.
  public init(
    root: String,
    fileSystem: any FileSystem = DiskFileSystem(),
    clock: AnimationClock? = nil,
    itemsPerSlice: Int = 2000
  ) {
    tree = FileTree(root: root, fileSystem: fileSystem)
    scan = DirectoryScan()
    self.itemsPerSlice = itemsPerSlice
    super.init(title: "Files: \(root)", clock: clock)
  }

  public override var summary: String {
    "A folder's outline with a preview of the item in focus, filtered by name as you type."
  }

  public override func viewDidLoad() {
    filterField.placeholder = "Filter by name"
    filterField.addAction(
      Action { [unowned self] _ in filterIsStale = true },
      for: .editingChanged
    )
    // Enter takes the keyboard to what the filter left.
    filterField.addAction(
      Action { [unowned self] _ in outline.becomeFirstResponder() },
      for: .primaryActionTriggered
    )
    tabs.appearance = .tabs
    tabs.selectedSegmentIndex = 0
    tabs.addAction(Action { [unowned self] _ in showFocusedItem() }, for: .valueChanged)
    preview.isEditable = false
    status.textColor = Theme.secondaryText.foreground
    outline.allowsSelection = false

    let previewColumn = StackView(arrangedSubviews: [tabs, preview])
    previewColumn.axis = .vertical
    previewColumn.spacing = 1
    let split = StackView(arrangedSubviews: [outline, previewColumn])
    split.distribution = .fillEqually
    split.spacing = 1
    // The split takes the rows the field and the status line leave.
    split.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
    let statusLine = StackView(arrangedSubviews: [status, progress])
    statusLine.spacing = 2
    let column = StackView(arrangedSubviews: [filterField, split, statusLine])
    column.axis = .vertical
    column.spacing = 1
    // The one frame set: the root stack fills the view and follows it.
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)

    configureDataSource()
    applyOutline(animated: false)
    updateStatus()
    outline.becomeFirstResponder()
  }

  private func configureDataSource() {
    let folderRow = CellRegistration<CollectionViewListCell, FileItem> { cell, _, folder in
      var content = cell.defaultContentConfiguration()
      content.text = folder.name + "/"
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    // A folder read and found empty has nothing to disclose.
    let emptyFolderRow = CellRegistration<CollectionViewListCell, FileItem> { cell, _, folder in
      var content = cell.defaultContentConfiguration()
      content.text = folder.name + "/"
      cell.contentConfiguration = content
    }
    let fileRow = CellRegistration<CollectionViewListCell, FileItem> { cell, _, file in
      var content = cell.defaultContentConfiguration()
      content.text = file.name
      if file.kind != .file { content.textProperties.color = Theme.secondaryText.foreground }
      cell.contentConfiguration = content
    }
    let placeholderRow = CellRegistration<CollectionViewListCell, FileTree.ID> { cell, _, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "…"
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: outline) {
      [unowned self] collectionView, indexPath, row in
      switch row {
      case .item(let id) where tree[id].kind == .folder:
        collectionView.dequeueConfiguredReusableCell(
          using: tree.readChildren(of: id)?.isEmpty == true ? emptyFolderRow : folderRow,
          for: indexPath,
          item: tree[id]
        )
      case .item(let id):
        collectionView.dequeueConfiguredReusableCell(using: fileRow, for: indexPath, item: tree[id])
      case .placeholder(let folder):
        collectionView.dequeueConfiguredReusableCell(
          using: placeholderRow,
          for: indexPath,
          item: folder
        )
      }
    }
    var handlers = dataSource.sectionSnapshotHandlers
    handlers.willExpandItem = { [unowned self] row in
      if let folder = row.item { expanded.insert(folder) }
    }
    handlers.willCollapseItem = { [unowned self] row in
      if let folder = row.item { expanded.remove(folder) }
    }
    // A folder's items are read as it expands, the scan or no scan.
    handlers.snapshotForExpandingParent = { [unowned self] row, children in
      guard let folder = row.item else { return children }
      return tree.outline(of: folder, expanded: expanded, filter: filter)
    }
    dataSource.sectionSnapshotHandlers = handlers
  }

  public override var keyBindings: [KeyBinding] { super.keyBindings + filterBindings }

  /// `/` to the filter from anywhere else, Esc from the filter back to
  /// the outline, as a pager's search prompt works.
  private lazy var filterBindings = [
    KeyBinding(
      "filter",
      keys: [.character("/")],
      isEnabled: { [unowned self] in !filterField.isFirstResponder }
    ) { [unowned self] _ in
      filterField.becomeFirstResponder()
      return .handled
    },
    KeyBinding(
      "leave filter",
      keys: [.key(.escape)],
      importance: .essential,
      isEnabled: { [unowned self] in filterField.isFirstResponder }
    ) { [unowned self] _ in
      outline.becomeFirstResponder()
      if filterIsStale { applyFilter() }
      return .handled
    },
  ]

  /// Handles `event` as a view controller does, then filters the outline
  /// at once if the field let the keyboard go with its text not yet
  /// filtered: keys after a Tab (or a click) find the outline as the
  /// field's text says.
  public override func handle(_ event: InputEvent) -> ScreenResponse {
    let response = super.handle(event)
    if filterIsStale && !filterField.isFirstResponder { applyFilter() }
    return response
  }

  /// Shows the outline of what has been read, as the filter leaves it.
  private func applyOutline(animated: Bool) {
    let snapshot = tree.outline(of: FileTree.rootID, expanded: expanded, filter: filter)
    dataSource.apply(snapshot, to: .files, animatingDifferences: animated)
  }

  private func applyFilter() {
    filterIsStale = false
    let text = filterField.text ?? ""
    filter = text.isEmpty ? nil : OutlineFilter(text: text, over: tree)
    applyOutline(animated: true)
    updateStatus()
  }

  /// Shows the focused item in the preview, on the chosen tab, where
  /// either changed since it last did.
  private func showFocusedItem() {
    let item = outline.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }?.item
    let tab = tabs.selectedSegmentIndex
    if let previewed, previewed.item == item && previewed.tab == tab { return }
    previewed = (item, tab)
    guard let item else {
      // An outline without rows: the root is empty or unreadable, or the
      // filter left nothing.
      preview.text =
        filter == nil
        ? FilePreview.text(of: FileTree.rootID, in: &tree)
        : "Nothing is called “\(filterField.text ?? "")”."
      return
    }
    preview.text =
      tab == 1 ? FilePreview.details(of: item, in: tree) : FilePreview.text(of: item, in: &tree)
  }

  private func updateStatus() {
    var text =
      Self.counted(tree.folderCount, "folder") + ", " + Self.counted(tree.fileCount, "file")
    if scan != nil { text = "Scanning… " + text }
    if let filter { text += " · \(FilePreview.grouped(filter.matchCount)) matching" }
    status.text = text
  }

  /// `count` things, `thing` in the plural unless there is one.
  private static func counted(_ count: Int, _ thing: String) -> String {
    "\(FilePreview.grouped(count)) \(thing)\(count == 1 ? "" : "s")"
  }

  /// The next slice of the scan while it runs, one a frame.
  public override var nextTimerDeadline: Double? {
    scan == nil ? nil : nextSliceTime
  }

  /// Reads a slice of the scan where one is due; once the scan is done the
  /// bar goes and the outline and filter take in the whole tree. Then, as
  /// this runs after the events of each turn of the run loop too, the
  /// outline catches up with the field, and the preview with the focus
  /// (the outline tells no one when its focus moves).
  public override func runTimers(until now: Double) {
    if scan != nil && now >= nextSliceTime {
      readSlice()
      nextSliceTime = now + Self.sliceInterval
    }
    if filterIsStale { applyFilter() }
    showFocusedItem()
  }

  /// Reads the next slice of the scan, in place (a copy would copy its
  /// queue), and ends the scan after the last.
  private func readSlice() {
    let clock = self.clock
    let end = clock.now + Self.sliceDuration
    scan?.step(in: &tree, itemBudget: itemsPerSlice) { clock.now < end }
    guard let scan else { return }
    progress.setProgress(Float(scan.fractionDone), animated: false)
    if scan.isFinished {
      self.scan = nil
      scanFinished()
    }
    updateStatus()
  }

  private func scanFinished() {
    progress.isHidden = true
    // The filter takes in the whole tree, folders found empty lose their
    // disclosure, and a folder's details now count its items.
    filter = filter.map { OutlineFilter(text: $0.text, over: tree) }
    applyOutline(animated: false)
    previewed = nil
  }
}
