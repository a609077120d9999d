import CollectionView
import TerminalUI

/// The command palette: a box over the screen with a query line and the
/// commands of the screen below it and the app's destinations, the
/// query's fuzzy matches first (``FuzzyMatch``), its matched letters
/// highlighted. Enter runs the chosen one.
final class CommandPalette {
  /// Something the palette offers: a command of the screen, or a
  /// destination.
  struct Entry {
    /// What it is called: the command's action, the destination's title.
    var title: String
    /// Beside the title, dimmed: the command's keys, or the destination's
    /// detail.
    var detail: String
    /// Runs it, once the palette has closed.
    var run: () -> Void
  }

  let entries: [Entry]
  /// The box's title: the app's word for what it offers.
  private let title: String
  /// The entries' titles, folded once for matching on every keystroke.
  private let titles: [FuzzyText]
  private var matcher = FuzzyMatcher()
  private(set) var query = ""
  /// The most characters the query holds: the longest title's. Every
  /// character of a query but its spaces must match one of the title's,
  /// so a longer query matches nothing; what is typed or pasted beyond it
  /// is dropped, and the palette says so, rather than match (a 1 MB
  /// paste) against every title on every keystroke.
  let queryLimit: Int
  /// Whether typing or a paste went beyond ``queryLimit``: nothing
  /// matches what was given, whatever the query kept.
  private(set) var isQueryCut = false
  /// The entries that match the query, best first, with where they match.
  private(set) var results: [(entry: Entry, match: FuzzyMatch)] = []
  /// The chosen result, and the first result in view.
  private(set) var selection = 0
  private var firstShown = 0
  /// Where the results were last drawn, for the mouse.
  private var resultRows: Range<Int> = 0..<0

  init(title: String, entries: [Entry]) {
    self.title = title
    self.entries = entries
    titles = entries.map { FuzzyText($0.title) }
    queryLimit = entries.map(\.title.count).max() ?? 0
    refilter()
  }

  /// The result chosen, if any matches.
  var selectedEntry: Entry? { results.isEmpty ? nil : results[selection].entry }

  /// Handles what no key binding of the palette took: typing and deleting
  /// into the query, the wheel, and a click, which returns the result it
  /// lands on, to run.
  func handle(_ event: InputEvent) -> Entry? {
    switch event {
    case .key(.backspace):
      guard !query.isEmpty else { return nil }
      query.removeLast()
      isQueryCut = false
      refilter()
    case .ctrl("u"):
      query = ""
      isQueryCut = false
      refilter()
    case .character(let character):
      type(CollectionOfOne(character))
    case .paste(let text):
      type(text.lazy.filter { !$0.isNewline })
    case .mouse(let mouse):
      switch mouse.kind {
      case .wheelUp: move(by: -1)
      case .wheelDown: move(by: 1)
      case _ where mouse.kind.isPrimaryClick:
        let index = firstShown + mouse.y - resultRows.lowerBound
        guard resultRows.contains(mouse.y), results.indices.contains(index) else { return nil }
        return results[index].entry
      default: break
      }
    default: break
    }
    return nil
  }

  /// Chooses the result `step` places down (up when negative).
  func move(by step: Int) {
    guard !results.isEmpty else { return }
    selection = min(max(0, selection + step), results.count - 1)
  }

  /// Adds `typed` to the query, as much of it as ``queryLimit`` leaves
  /// room for: only that much of a paste is read.
  private func type(_ typed: some Collection<Character>) {
    guard !isQueryCut else { return }
    let room = queryLimit - query.count
    let kept = typed.prefix(room)
    query.append(contentsOf: kept)
    isQueryCut = typed.dropFirst(room).first != nil
    refilter()
  }

  /// The matches of the query, best first; equals by shorter title, then
  /// in the order given, which is all there is to go by without a query.
  private func refilter() {
    selection = 0
    firstShown = 0
    guard !isQueryCut else {
      results = []
      return
    }
    let pattern = FuzzyPattern(query)
    let matched = entries.indices.compactMap { offset in
      matcher.match(pattern, in: titles[offset]).map { (offset, entries[offset], $0) }
    }
    results = matched.sorted { a, b in
      if a.2.score != b.2.score { return a.2.score > b.2.score }
      if !query.isEmpty && a.1.title.count != b.1.title.count {
        return a.1.title.count < b.1.title.count
      }
      return a.0 < b.0
    }.map { ($0.1, $0.2) }
  }

  /// Draws the box in the upper part of a `size` screen.
  func draw(into canvas: inout Canvas, size: CellSize) {
    let width = min(size.width - 2, 72)
    let listHeight = max(1, min(results.count, 12, size.height - 7))
    let box = CellRect(
      x: (size.width - width) / 2,
      y: min(2, max(0, size.height - listHeight - 5)),
      width: width,
      height: listHeight + 4
    )
    guard box.width >= 12, box.height >= 5 else { return }
    let theme = canvas.theme
    canvas.drawFramedBox(box, title: title, border: theme.accent, titleInset: 2)
    let inner = box.x + 2
    let innerWidth = box.width - 4
    let prompt = canvas.put("› ", x: inner, y: box.y + 1, style: theme.accent.adding(.bold))
    let queryEnd = canvas.put(
      query,
      x: prompt,
      y: box.y + 1,
      width: inner + innerWidth - prompt - 1
    )
    canvas.put(
      canvas.repertoire == .unicode ? "▏" : "_",
      x: queryEnd,
      y: box.y + 1,
      style: theme.accent
    )
    let top = box.y + 3
    resultRows = top..<(top + listHeight)
    // A reader follows the selected entry, or the query when nothing matches.
    canvas.cursor = CellPoint(x: queryEnd, y: box.y + 1)
    if results.isEmpty {
      let note =
        isQueryCut
        ? "no matches: no title is longer than \(queryLimit) characters" : "no matches"
      canvas.put(note, x: inner, y: top, width: innerWidth, style: theme.separator)
      return
    }
    firstShown = min(max(firstShown, selection - listHeight + 1), selection)
    for row in 0..<listHeight {
      let index = firstShown + row
      guard index < results.count else { break }
      let (entry, match) = results[index]
      let y = top + row
      let isSelected = index == selection
      let base = isSelected ? theme.focused : Style.plain
      if isSelected {
        canvas.cursor = CellPoint(x: inner, y: y)
        canvas.fill(CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: base)
      }
      let detailWidth = CharacterWidth.width(of: entry.detail)
      let titleWidth = max(1, innerWidth - detailWidth - 2)
      // A menu path gives way from the left, as in the title bar, so the
      // example's own title shows; the matches move with what is left.
      let title = TitlePath.fitted(entry.title, width: titleWidth, repertoire: canvas.repertoire)
      let kept = zip(title.reversed(), entry.title.reversed()).prefix { $0 == $1 }.count
      let shift = title.count - entry.title.count
      var x = inner
      let matched = Set(
        match.positions.filter { $0 >= entry.title.count - kept }.map { $0 + shift }
      )
      canvas.withClip(CellRect(x: inner, y: y, width: titleWidth, height: 1)) { canvas in
        for (offset, character) in title.enumerated() {
          let highlight = isSelected ? base.adding(.underline) : theme.accent
          let style = matched.contains(offset) ? highlight.adding(.bold) : base
          x = canvas.put(String(character), x: x, y: y, style: style)
        }
      }
      canvas.put(
        entry.detail,
        x: inner + innerWidth - detailWidth,
        y: y,
        style: isSelected ? base : theme.separator
      )
    }
  }
}
