import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Mountains Search: a search field above a grid of mountain names. Every
/// keystroke filters the mountains (case-insensitive substring of the name,
/// sorted by name), builds a new snapshot and applies it with animation:
/// mountains that stay slide to their new places, the rest appear or vanish.
///
/// The snapshot holds the mountains' identifiers rather than the mountains,
/// as Apple advises for large data: a keystroke over 100,000 names then
/// hashes integers, and the cells look the mountains up to draw them.
final class MountainsViewController: ExampleViewController {
  enum Section: Hashable, Sendable {
    case main
  }

  let mountainsController: MountainsController
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Mountain.ID>! = nil
  let searchField = SearchTextField()
  /// How many mountains show, beside the field.
  private let countLabel = Label()
  /// The field's text as the search folds it; nil when it is too long to
  /// match anything.
  private var pattern: SearchFolding.Pattern?
  /// Where the pattern matches each result drawn so far: worked out once
  /// per filter, not on every frame of the animation that follows it.
  private var matches: [Mountain.ID: Range<String.Index>?] = [:]

  init(context: ExampleContext, mountainsController: MountainsController) {
    self.mountainsController = mountainsController
    super.init(context: context)
  }

  /// The screen on the session's mountains, read from the data file and
  /// indexed once.
  static func make(context: ExampleContext) throws -> MountainsViewController {
    MountainsViewController(
      context: context,
      mountainsController: try context.session.loadMountains()
    )
  }

  override func viewDidLoad() {
    navigationItem.title = "Mountains Search"
    configureHierarchy()
    // Letters type into the field, so h j k l do not move here.
    collectionView.lettersMoveFocus = false
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
    dataSource.apply(snapshot(for: ""), animatingDifferences: false)
    updateCount()
  }

  /// The field and the count on the top row, the results below: a column
  /// of a row and the collection view, as the sample's search bar sits
  /// above its collection view.
  private func configureHierarchy() {
    searchField.placeholder = "Search mountains"
    searchField.delegate = self
    searchField.addAction(
      Action { [unowned self] _ in performQuery(with: searchField.text ?? "") },
      for: .editingChanged
    )
    countLabel.textColor = Theme.secondaryText.foreground
    let bar = StackView(arrangedSubviews: [searchField, countLabel])
    bar.spacing = 1
    bar.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
    bar.isLayoutMarginsRelativeArrangement = true
    let column = StackView(arrangedSubviews: [bar, collectionView])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<LabelCell, Mountain.ID> {
      [unowned self] cell, indexPath, identifier in
      let mountain = mountainsController.mountain(identifier)
      cell.label.text = mountain.name
      cell.detailLabel.text = mountain.heightInMetres
      cell.highlightedRange = match(in: mountain)
      // Focus shows while the results have the keyboard, not while typing.
      cell.showsFocus = collectionView.isFirstResponder
    }
    dataSource = CollectionViewDiffableDataSource<Section, Mountain.ID>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
  }

  /// The field's keys while it has the keyboard, the grid's while it has.
  override var keyBindings: [KeyBinding] {
    collectionView.isFirstResponder
      ? [upToField] + collectionView.navigationBindings + resultsBindings : fieldBindings
  }

  /// From the field to the results.
  private lazy var fieldBindings = [
    .note("type", "filter"),
    KeyBinding(
      "results",
      keys: [.key(.down), .key(.tab)],
      alternatives: [.key(.backTab), .key(.enter)]
    ) { [unowned self] _ in toResults() },
    KeyBinding("leave field", keys: [.key(.escape)], importance: .essential) {
      [unowned self] _ in toResults()
    },
  ]

  /// Up from the top row goes back to the field above the grid, before
  /// the arrows move focus.
  private lazy var upToField = KeyBinding(
    "search",
    keys: [.key(.up)],
    importance: .helpOnly,
    isEnabled: { [unowned self] in !collectionView.canMoveFocus(.up) }
  ) { [unowned self] _ in toField() }

  /// From the results back to the field.
  private lazy var resultsBindings = [
    .note("type", "filter"),
    KeyBinding(
      "search",
      keys: [.character("/")],
      alternatives: [.key(.tab), .key(.backTab)],
      importance: .secondary
    ) { [unowned self] _ in toField() },
    // Backspace edits the query from here too, rather than go back as
    // the app's Esc does.
    KeyBinding("edit search", keys: [.key(.backspace)], importance: .helpOnly) {
      [unowned self] event in
      searchField.becomeFirstResponder()
      return handle(event)
    },
  ]

  private func toResults() -> ScreenResponse {
    collectionView.becomeFirstResponder()
    return .handled
  }

  private func toField() -> ScreenResponse {
    searchField.becomeFirstResponder()
    return .handled
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, layoutEnvironment in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      // The sample's 800pt, at about 8pt a column.
      let columns = contentSize.width >= 100 ? 3 : 2
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)
      // The sample's 32pt label cells, made dense: a row holds a name and
      // its height, so a screen shows as many results as it has rows.
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(1)
      )
      let group = LayoutGroup.horizontal(
        layoutSize: groupSize,
        subitem: item,
        count: columns
      )
      // 10pt spacing and insets: two columns across, a row above and below.
      group.interItemSpacing = .fixed(2)
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      return section
    }
  }

  /// One section of the mountains whose name holds `filter`, by name.
  func snapshot(for filter: String) -> DiffableDataSourceSnapshot<Section, Mountain.ID> {
    snapshot(matching: mountainsController.pattern(for: filter))
  }

  private func snapshot(
    matching pattern: SearchFolding.Pattern?
  ) -> DiffableDataSourceSnapshot<Section, Mountain.ID> {
    if pattern?.needle.isEmpty == true { return mountainsController.everyMountain }
    var snapshot = DiffableDataSourceSnapshot<Section, Mountain.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountainsController.filteredMountains(matching: pattern))
    return snapshot
  }

  /// Where the field's text matches `mountain`'s name.
  private func match(in mountain: Mountain) -> Range<String.Index>? {
    if let known = matches[mountain.id] { return known }
    let range = pattern?.range(in: mountain.name)
    matches[mountain.id] = range
    return range
  }

  private func performQuery(with filter: String) {
    let newPattern = mountainsController.pattern(for: filter)
    // The old pattern while the change is applied: results that go keep
    // the highlight they had as they fade out.
    dataSource.apply(snapshot(matching: newPattern), animatingDifferences: true)
    pattern = newPattern
    matches = [:]
    updateCount()
    // While typing, the results show from the first match, where ↓ enters.
    collectionView.scrollToTop()
  }

  private func updateCount() {
    let total = mountainsController.mountains.count
    countLabel.text =
      (searchField.text ?? "").isEmpty
      ? "\(total) \(total == 1 ? "mountain" : "mountains")"
      : "\(collectionView.numberOfItems(inSection: 0)) of \(total)"
  }

  /// Typing or editing from the results goes to the field, which takes
  /// the keyboard for it.
  override func handle(_ event: InputEvent) -> ScreenResponse {
    if collectionView.isFirstResponder && Self.edits(event) {
      searchField.becomeFirstResponder()
    }
    return super.handle(event)
  }

  /// Whether `event` types or edits text, which from the results goes to
  /// the field: a printable character (but `/`, which switches), a paste,
  /// Backspace and the readline deletions.
  private static func edits(_ event: InputEvent) -> Bool {
    switch event {
    case .character(let character): character != "/" && !character.isNewline
    case .paste, .key(.backspace), .key(.altBackspace), .ctrl("w"), .ctrl("u"), .ctrl("k"): true
    default: false
    }
  }

  /// The results, then a line where no mountain matches.
  override func draw(into canvas: inout Canvas, now: Double) {
    super.draw(into: &canvas, now: now)
    let results = collectionView.frame
    guard collectionView.numberOfItems(inSection: 0) == 0, !results.isEmpty else { return }
    canvas.put(
      "No mountains match “\(searchField.text ?? "")”",
      x: results.x,
      y: results.y + min(2, results.height - 1),
      width: results.width,
      style: Theme.secondaryText,
      alignment: .center
    )
  }
}

/// The sample's `MountainsController`: every mountain, sorted by name once,
/// and the ones whose name holds a filter. Names are folded once too
/// (``SearchFolding``: lowercase, without diacritics) and kept as UTF-8 back
/// to back, so a keystroke is one pass over bytes rather than a string
/// comparison per name.
final class MountainsController: Sendable {
  /// By name, as the results show them.
  let mountains: [Mountain]
  private let idsByName: [Mountain.ID]
  /// Where each mountain is in ``mountains``, by identifier: identifiers
  /// are line numbers, so an array serves, not a dictionary of copies.
  private let positionByID: [Int32]
  /// The folded names, one after another.
  private let foldedNames: [UInt8]
  /// Where each name ends in `foldedNames`; the next starts there.
  private let nameEnds: [Int]
  /// The length of the longest folded name, in UTF-8 bytes.
  private let longestName: Int
  /// One section of every mountain, by name: what the screen shows
  /// unfiltered, made with the rest on the thread that reads the file
  /// rather than by the screen (a second for eight million mountains).
  let everyMountain: DiffableDataSourceSnapshot<MountainsViewController.Section, Mountain.ID>

  /// Indexes `mountains`, given in file order.
  init(mountains: [Mountain]) {
    self.mountains = Self.sortedByName(mountains).map { mountains[$0] }
    idsByName = self.mountains.map(\.id)
    var positionByID = [Int32](repeating: -1, count: (idsByName.max() ?? -1) + 1)
    for (position, id) in idsByName.enumerated() { positionByID[id] = Int32(position) }
    self.positionByID = positionByID
    var foldedNames: [UInt8] = []
    var nameEnds: [Int] = []
    nameEnds.reserveCapacity(mountains.count)
    for mountain in self.mountains {
      SearchFolding.appendFolded(mountain.name, to: &foldedNames)
      nameEnds.append(foldedNames.count)
    }
    self.foldedNames = foldedNames
    self.nameEnds = nameEnds
    longestName = zip(nameEnds, [0] + nameEnds).map { $0 - $1 }.max() ?? 0
    var everyMountain = DiffableDataSourceSnapshot<MountainsViewController.Section, Mountain.ID>()
    everyMountain.appendSections([.main])
    everyMountain.appendItems(idsByName)
    self.everyMountain = everyMountain
  }

  /// The first `count` mountains of the file, in file order: identifiers
  /// are line numbers.
  func firstInFileOrder(_ count: Int) -> [Mountain] {
    var found: [Mountain] = []
    for position in positionByID where position >= 0 {
      guard found.count < count else { break }
      found.append(mountains[Int(position)])
    }
    return found
  }

  /// The positions of `mountains` in the order of their names.
  ///
  /// Positions are sorted, not the mountains, whose moves copy references.
  /// Names all ASCII (most data) are compared as bytes, back to back in one
  /// buffer: for them byte order is the order of `String`'s `<`, and a
  /// million sort five times faster without a string's reference counting.
  private static func sortedByName(_ mountains: [Mountain]) -> [Int] {
    var order = Array(mountains.indices)
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(mountains.count + 1)
    var isASCII = true
    for mountain in mountains {
      starts.append(bytes.count)
      var name = mountain.name
      name.withUTF8 { name in
        isASCII = isASCII && name.allSatisfy { $0 < 0x80 }
        bytes.append(contentsOf: name)
      }
    }
    starts.append(bytes.count)
    guard isASCII else {
      order.sort { mountains[$0].name < mountains[$1].name }
      return order
    }
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        order.sort { left, right in
          let leftCount = starts[left + 1] - starts[left]
          let rightCount = starts[right + 1] - starts[right]
          let order = memcmp(
            bytes.baseAddress! + starts[left],
            bytes.baseAddress! + starts[right],
            min(leftCount, rightCount)
          )
          return order < 0 || (order == 0 && leftCount < rightCount)
        }
      }
    }
    return order
  }

  /// The mountain with identifier `id`, which must be one of ``mountains``.
  func mountain(_ id: Mountain.ID) -> Mountain { mountains[Int(positionByID[id])] }

  /// `filter` folded for searching; nil for one too long to match any name,
  /// so a paste of thousands of characters is not folded again on every
  /// keystroke.
  func pattern(for filter: String) -> SearchFolding.Pattern? {
    filter.utf8.count <= 3 * longestName ? SearchFolding.Pattern(filter) : nil
  }

  /// The mountains whose name holds `filter`, ignoring case and diacritics,
  /// in name order; all of them for an empty filter.
  func filteredMountains(with filter: String) -> [Mountain.ID] {
    filteredMountains(matching: pattern(for: filter))
  }

  /// The mountains whose folded name holds `pattern`, in name order; all of
  /// them for an empty pattern, none for none.
  ///
  /// Both sides are folded the same way, so comparing their UTF-8 bytes
  /// finds what comparing their characters would.
  ///
  /// - Complexity: O(total length of the names × length of the filter) at
  ///   worst, about O(total length) in practice.
  func filteredMountains(matching pattern: SearchFolding.Pattern?) -> [Mountain.ID] {
    guard let pattern else { return [] }
    guard !pattern.needle.isEmpty else { return idsByName }
    var result: [Mountain.ID] = []
    foldedNames.withUnsafeBufferPointer { names in
      var start = 0
      for (index, end) in nameEnds.enumerated() {
        defer { start = end }
        if pattern.firstOffset(in: names[start..<end]) != nil { result.append(idsByName[index]) }
      }
    }
    return result
  }
}

extension MountainsViewController: TextFieldDelegate {
  /// `/` typed in the field is the search key pressed again, never text
  /// (no mountain's name has a slash).
  func textField(
    _ textField: TextField,
    shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    string != "/"
  }
}
