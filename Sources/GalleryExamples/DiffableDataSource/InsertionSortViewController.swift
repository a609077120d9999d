import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Insertion Sort Visualization: rows of colour swatches, one section per
/// row, each row 0…n−1 shuffled and coloured by hue, so a sorted row is a
/// rainbow. Each step every unsorted row does one insertion-sort pass on the
/// current snapshot — its items deleted and appended again in the new order —
/// and the change is applied with animation; when every row is sorted a new
/// shuffled grid follows a second later.
final class InsertionSortViewController: ExampleViewController {
  /// A row of the grid, a section of the snapshot.
  struct Row: Hashable, Sendable {
    let index: Int
  }

  /// A swatch: its value in its row and how many its row holds, which
  /// together give its hue.
  struct Node: Hashable, Sendable {
    let row: Int
    let value: Int
    let count: Int
  }

  /// A swatch's size in cells: two columns by one row, for the sample's
  /// 16×34pt.
  static let nodeWidth = 2
  static let stepInterval = 0.125
  static let resetDelay = 1.0
  static let transitionDuration = 0.1
  /// The speeds `+` and `-` choose from, as multiples of one step each
  /// ``stepInterval``.
  static let speeds = [0.25, 0.5, 1, 2, 4]

  /// Where each new grid's shuffle comes from: one seed a grid.
  private var gridSeeds: SplitMix64
  /// The shuffle of the grid on screen. A resize remakes the grid from it,
  /// so resizing back gives the grid that size had, whatever sizes came
  /// between; only a finished sort moves on to the next.
  private var gridSeed: UInt64
  /// The content size the grid was made for; another size remakes it.
  private var gridSize: CellSize?
  /// Per row, the position of the next element an insertion pass moves
  /// into place (the sample's `currentIndex`); the row is sorted when it
  /// reaches the row's end.
  private var nextInsertion: [Row: Int] = [:]
  private(set) var isSorting = false
  private(set) var dataSource: CollectionViewDiffableDataSource<Row, Node>! = nil
  /// Each value's look in the grid on screen, by value: worked out once a
  /// grid rather than once a swatch drawn.
  private var swatches: [Swatch] = []
  /// When the next step runs; nil while stopped.
  private var nextStep: Double?
  /// Whether that step first replaces the sorted grid with a shuffled one.
  private var resetsBeforeNextStep = false
  /// The chosen speed, an index into ``speeds``.
  private(set) var speedIndex = 2
  /// The passes made on the grid on screen (a step makes one in each row
  /// not yet sorted), and the places its swatches moved in all.
  private(set) var passes = 0
  private(set) var moves = 0

  private var speed: Double { Self.speeds[speedIndex] }
  private var stepInterval: Double { Self.stepInterval / speed }

  override init(context: ExampleContext) {
    gridSeeds = SplitMix64(seed: context.seed)
    gridSeed = gridSeeds.next()
    super.init(context: context)
  }

  override func viewDidLoad() {
    navigationItem.title = "Insertion Sort Visualizer"
    collectionView.collectionViewLayout = createLayout()
    // A step every 125 ms: each slide ends before the next begins.
    collectionView.transitionDuration = Self.transitionDuration
    // The bars tile each row: a bar moving off shows until another covers
    // its place, so no gap opens in the row mid-step.
    collectionView.keepsVacatedPlacesFilled = true
    configureDataSource()
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<SortNodeCell, Node> {
      [unowned self] cell, _, sortNode in
      // A node of another grid than the one on screen has its own look.
      cell.swatch =
        sortNode.count == swatches.count ? swatches[sortNode.value] : Swatch(sortNode)
    }
    dataSource = CollectionViewDiffableDataSource<Row, Node>(collectionView: collectionView) {
      collectionView,
      indexPath,
      sortNode in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: sortNode
      )
    }
  }

  override var keyBindings: [KeyBinding] { sortBindings }

  /// Sorting, stepping, the speed, and the count of passes and moves.
  private lazy var sortBindings = [
    KeyBinding(
      title: { [unowned self] in isSorting ? "Stop" : "Sort" },
      keys: [.key(.enter)],
      alternatives: [.character(" ")]
    ) { [unowned self] _ in
      toggleSort()
      return .handled
    },
    KeyBinding("step", keys: [.character("n")], isEnabled: { [unowned self] in !isSorting }) {
      [unowned self] _ in
      if resetsBeforeNextStep, let gridSize { startNewGrid(for: gridSize) }
      performSortStep()
      return .handled
    },
    KeyBinding(
      title: { [unowned self] in "speed \(speed < 1 ? "1/\(Int(1 / speed))" : "\(Int(speed))")×" },
      keys: [.character("+"), .character("-")],
      alternatives: [.character("=")],
      importance: .secondary
    ) { [unowned self] event in
      let faster = event != .character("-")
      speedIndex = min(max(0, speedIndex + (faster ? 1 : -1)), Self.speeds.count - 1)
      collectionView.transitionDuration = Self.transitionDuration / speed
      return .handled
    },
    KeyBinding.note(
      keys: { [unowned self] in "\(passes) passes" },
      action: { [unowned self] in "\(moves) moves" }
    ),
  ]

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, layoutEnvironment in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = Self.columns(forWidth: Int(contentSize.width))
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(1)
      )
      let group = LayoutGroup.horizontal(
        layoutSize: groupSize,
        subitem: item,
        count: max(1, columns)
      )
      return LayoutSection(group: group)
    }
  }

  static func columns(forWidth width: Int) -> Int { width / nodeWidth }

  /// A grid filling `size`: a row a line, each a shuffle of 0…n−1.
  func randomizedSnapshot(for size: CellSize) -> DiffableDataSourceSnapshot<Row, Node> {
    var snapshot = DiffableDataSourceSnapshot<Row, Node>()
    let columns = Self.columns(forWidth: size.width)
    guard columns > 0 else { return snapshot }
    var random = SplitMix64(seed: gridSeed)
    for index in 0..<size.height {
      let row = Row(index: index)
      snapshot.appendSections([row])
      snapshot.appendItems(
        (0..<columns).shuffled(using: &random).map { Node(row: index, value: $0, count: columns) },
        toSection: row
      )
    }
    return snapshot
  }

  private func applyNewGrid(for size: CellSize) {
    let snapshot = randomizedSnapshot(for: size)
    let columns = Self.columns(forWidth: size.width)
    swatches = (0..<columns).map { Swatch(Node(row: 0, value: $0, count: columns)) }
    nextInsertion = Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, 1) })
    passes = 0
    moves = 0
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The sorted grid gives way to a new shuffle.
  private func startNewGrid(for size: CellSize) {
    gridSeed = gridSeeds.next()
    applyNewGrid(for: size)
    resetsBeforeNextStep = false
  }

  /// One step: every unsorted row moves its next element left into place.
  /// With none left to sort, the grid is replaced after ``resetDelay``.
  func performSortStep() {
    var snapshot = dataSource.snapshot()
    var rowsNeedingSort = 0
    for row in snapshot.sectionIdentifiers {
      var nodes = snapshot.itemIdentifiers(inSection: row)
      guard let index = nextInsertion[row], index < nodes.count else { continue }
      moves += Self.insert(at: index, in: &nodes)
      passes += 1
      nextInsertion[row] = index + 1
      snapshot.deleteItems(nodes)
      snapshot.appendItems(nodes, toSection: row)
      rowsNeedingSort += 1
    }
    if rowsNeedingSort > 0 {
      dataSource.apply(snapshot, animatingDifferences: true)
    } else {
      resetsBeforeNextStep = true
    }
  }

  /// The insertion pass for the element at `index`: it walks left past
  /// every larger value before it. Returns how many places it moved.
  @discardableResult
  static func insert(at index: Int, in nodes: inout [Node]) -> Int {
    var position = index
    let node = nodes[index]
    while position > 0 && nodes[position - 1].value > node.value {
      nodes[position] = nodes[position - 1]
      position -= 1
    }
    nodes[position] = node
    return index - position
  }

  private func toggleSort() {
    isSorting.toggle()
    guard isSorting else {
      nextStep = nil
      return
    }
    performSortStep()
    nextStep = clock.now + (resetsBeforeNextStep ? Self.resetDelay : stepInterval)
  }

  override var nextTimerDeadline: Double? { nextStep }

  override func runTimers(until now: Double) {
    while let deadline = nextStep, deadline <= now {
      if resetsBeforeNextStep, let gridSize { startNewGrid(for: gridSize) }
      performSortStep()
      let next = deadline + (resetsBeforeNextStep ? Self.resetDelay : stepInterval)
      // After a stall (a suspended process) the steps resume rather than
      // all being made up at once.
      nextStep = next > now ? next : now + stepInterval
    }
  }

  /// A new size gets a new grid that fills it.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if gridSize != frame.size {
      gridSize = frame.size
      applyNewGrid(for: frame.size)
    }
  }

  /// How a node looks: a swatch of its hue, with a bar as high as its
  /// value for terminals without colour.
  ///
  /// The swatch's colour is both its foreground and background, so where
  /// colour shows the bar does not, and where it is dropped (NO_COLOR,
  /// monochrome) both become the default and the bar height shows the
  /// order instead.
  struct Swatch {
    let color: Color
    /// The node's place in its row, 0 up to 1.
    let fraction: Double

    init(_ node: Node) {
      fraction = Double(node.value) / Double(max(1, node.count))
      color = Color(hue: fraction)
    }

    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels: [Character] = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
    ]

    func draw(on canvas: inout Canvas, in rect: CellRect) {
      let glyphs = canvas.repertoire == .unicode ? Self.levels : Self.asciiLevels
      let glyph = glyphs[min(glyphs.count - 1, Int(fraction * Double(glyphs.count)))]
      canvas.fill(rect, with: glyph, style: Style(foreground: color, background: color))
    }
  }
}

extension Color {
  /// The colour of `hue` (0 red, 1/3 green, 2/3 blue, back to red at 1) at
  /// full saturation and brightness.
  fileprivate init(hue: Double) {
    let sector = hue.truncatingRemainder(dividingBy: 1) * 6
    let rising = sector - sector.rounded(.down)
    func level(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
    let (red, green, blue): (Double, Double, Double)
    switch Int(sector) {
    case 0: (red, green, blue) = (1, rising, 0)
    case 1: (red, green, blue) = (1 - rising, 1, 0)
    case 2: (red, green, blue) = (0, 1, rising)
    case 3: (red, green, blue) = (0, 1 - rising, 1)
    case 4: (red, green, blue) = (rising, 0, 1)
    default: (red, green, blue) = (1, 0, 1 - rising)
    }
    self = .rgb(level(red), level(green), level(blue))
  }
}
