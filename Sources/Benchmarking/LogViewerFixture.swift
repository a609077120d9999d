import CollectionView
import DiffableDataSource
import TerminalApp
import TerminalUI

/// A log viewer written as the tutorial writes a list: the standard list
/// configuration (estimated row heights), a cell registration, one section
/// of line numbers, a filter, and an outline mode that groups the lines by
/// their first word. What the list-scaling figures drive.
///
/// The registration counts its calls, so a figure can check how many rows
/// were configured.
public final class LogViewerController: CollectionViewController {
  public enum Section: Hashable, Sendable { case main }
  /// A row: a line of the log, or in the outline a first word heading the
  /// lines that start with it.
  public enum Row: Hashable, Sendable {
    case line(Int)
    case group(Int)
  }

  public let lines: [String]
  public private(set) var dataSource: CollectionViewDiffableDataSource<Section, Row>!
  /// How many times the cell registration has configured a row.
  public private(set) var configuredRows = 0
  /// The first words the outline groups by, and each line's: worked out
  /// when the outline is first asked for, as a viewer that opens flat
  /// would.
  private lazy var grouping: (words: [String], wordOfLine: [Int]) = {
    var words: [String] = []
    var indexOfWord: [Substring: Int] = [:]
    var wordOfLine: [Int] = []
    wordOfLine.reserveCapacity(lines.count)
    for line in lines {
      let word = line.prefix { $0 != " " }
      if let index = indexOfWord[word] {
        wordOfLine.append(index)
      } else {
        indexOfWord[word] = words.count
        wordOfLine.append(words.count)
        words.append(String(word))
      }
    }
    return (words, wordOfLine)
  }()

  public init(lines: [String], clock: AnimationClock) {
    self.lines = lines
    super.init(title: "Log", clock: clock)
  }

  public override func viewDidLoad() {
    collectionView.collectionViewLayout = .list(using: ListConfiguration(appearance: .plain))
    let row = CellRegistration<CollectionViewListCell, Row> { [unowned self] cell, _, row in
      self.configuredRows += 1
      var content = cell.defaultContentConfiguration()
      switch row {
      case .line(let index): content.text = self.lines[index]
      case .group(let index): content.text = self.grouping.words[index]
      }
      if case .group = row { content.accessories = [.outlineDisclosure()] }
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView,
      indexPath,
      item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    dataSource.apply(snapshot(of: lines.indices), animatingDifferences: false)
  }

  /// A flat snapshot of the lines at `indices`.
  public func snapshot(of indices: some Sequence<Int>) -> DiffableDataSourceSnapshot<Section, Row> {
    var snapshot = DiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections([.main])
    snapshot.appendItems(indices.map(Row.line))
    return snapshot
  }

  /// The indices of the lines holding `text`.
  public func indices(matching text: String) -> [Int] {
    lines.indices.filter { text.isEmpty || lines[$0].contains(text) }
  }

  /// The outline: every first word, collapsed, over its lines.
  public func outline() -> DiffableDataSourceSectionSnapshot<Row> {
    let (words, wordOfLine) = grouping
    var children = [[Row]](repeating: [], count: words.count)
    for (line, word) in wordOfLine.enumerated() { children[word].append(.line(line)) }
    var outline = DiffableDataSourceSectionSnapshot<Row>()
    let groups = words.indices.map(Row.group)
    outline.append(groups)
    for (word, group) in groups.enumerated() { outline.append(children[word], to: group) }
    return outline
  }

  /// How many first words the lines start with.
  public var groupCount: Int { grouping.words.count }
}

/// Lines of a made-up log and the screens showing them.
public enum LogViewerFixtures {
  /// `count` lines, each starting with one of about a thousand words; half
  /// of the lines hold the letter `k` (``halfFilter``), the rest do not.
  public static func lines(_ count: Int) -> [String] {
    (0..<count).map { index in
      let word = index % 997
      return "w\(word)\(word % 2 == 0 ? "k" : "q") line \(index)"
    }
  }

  /// A filter that keeps about half of ``lines(_:)``.
  public static let halfFilter = "k"

  /// A new app showing `lines` in a log viewer, at 80×24, on a virtual
  /// clock.
  public static func app(lines: [String]) -> (App, LogViewerController, VirtualClock) {
    let clock = VirtualClock()
    let controller = LogViewerController(lines: lines, clock: clock)
    let app = App(root: controller, clock: clock, size: CellSize(width: 80, height: 24))
    return (app, controller, clock)
  }

  /// The lines of `lines` that `screen` shows whole, by index, among the
  /// first `limit`: a row is padded with spaces, so a line followed by one
  /// is that line and not the start of a longer one.
  public static func shownLines(in screen: String, of lines: [String], limit: Int = 60) -> [Int] {
    (0..<min(limit, lines.count)).filter { screen.contains(lines[$0] + " ") }
  }
}
