import CollectionView
import TerminalUI

/// The Swift source of the screen below it, syntax-highlighted, with line
/// numbers: opened with `c`, it starts with the layout code in view
/// (`createLayout()` where the example has one) and scrolls both ways.
/// Tab goes through the example's other files, its cells and helpers.
/// The developer tools open it with their ``DeveloperTools/sourceFiles`` hook.
final class SourceScreen: Screen {
  /// The title of the screen whose code this is.
  private let baseTitle: String
  /// Its files, and the one showing.
  let files: [SourceFile]
  private(set) var fileIndex = 0
  /// The showing file's lines, highlighted.
  private var lines: [[SwiftHighlighter.Run]] = []
  /// The first line in view, and the first column.
  private(set) var topLine = 0
  private(set) var leftColumn = 0
  private var rect = CellRect(x: 0, y: 0, width: 0, height: 0)

  /// Where each file starts: the first line that matches, in order, or the
  /// top, backed up over the comments and attributes just above it.
  static let landmarks = [
    "func createLayout(", "func updateLayout(", "collectionView.collectionViewLayout =", "class ",
  ]

  /// The code of `files`, the first showing; nil when there is none.
  init?(title: String, files: [SourceFile]) {
    guard !files.isEmpty else { return nil }
    baseTitle = title
    self.files = files
    show(fileAt: 0)
  }

  var title: String { TitlePath.joined([baseTitle, files[fileIndex].name]) }

  var summary: String {
    "The Swift source of this example, as compiled into the gallery: the same code that draws the screen below."
  }

  var isAnimating: Bool { false }

  /// How many lines fit, and the widest scroll that still shows code.
  private var pageHeight: Int { max(1, rect.height) }
  private var gutterWidth: Int { String(lines.count).count + 2 }
  private var codeWidth: Int { max(1, rect.width - gutterWidth - 1) }
  private var maximumTopLine: Int { max(0, lines.count - pageHeight) }
  private var maximumLeftColumn: Int {
    let widest = lines.map { $0.reduce(0) { $0 + CharacterWidth.width(of: $1.text) } }.max() ?? 0
    return max(0, widest - codeWidth)
  }

  private(set) lazy var keyBindings = [
    KeyBinding(
      "scroll",
      keys: [.key(.up), .key(.down)],
      alternatives: [.character("k"), .character("j")]
    ) { [unowned self] event in
      scroll(lines: event == .key(.up) || event == .character("k") ? -1 : 1)
      return .handled
    },
    KeyBinding(
      "sideways",
      keys: [.key(.left), .key(.right)],
      alternatives: [.character("h"), .character("l")],
      importance: .secondary
    ) { [unowned self] event in
      scroll(columns: event == .key(.left) || event == .character("h") ? -8 : 8)
      return .handled
    },
    KeyBinding(
      "page",
      keys: [.key(.pageUp), .key(.pageDown)],
      alternatives: [.character(" "), .key(.home), .key(.end)],
      importance: .secondary
    ) { [unowned self] event in
      switch event {
      case .key(.pageUp): scroll(lines: -pageHeight)
      case .key(.home): scroll(lines: -lines.count)
      case .key(.end): scroll(lines: lines.count)
      default: scroll(lines: pageHeight)
      }
      return .handled
    },
    KeyBinding(
      "next file",
      keys: [.key(.tab)],
      alternatives: [.key(.backTab)],
      isEnabled: { [unowned self] in files.count > 1 }
    ) { [unowned self] event in
      let step = event == .key(.tab) ? 1 : files.count - 1
      show(fileAt: (fileIndex + step) % files.count)
      return .handled
    },
    KeyBinding("close", keys: [.character("c")], importance: .secondary) { _ in .pop },
  ]

  func layout(in rect: CellRect) {
    self.rect = rect
    topLine = min(topLine, maximumTopLine)
    leftColumn = min(leftColumn, maximumLeftColumn)
  }

  func handle(_ event: InputEvent) -> ScreenResponse {
    guard case .mouse(let mouse) = event else { return .ignored }
    switch mouse.kind {
    case .wheelUp: scroll(lines: -3)
    case .wheelDown: scroll(lines: 3)
    case .wheelLeft: scroll(columns: -8)
    case .wheelRight: scroll(columns: 8)
    default: return .ignored
    }
    return .handled
  }

  private func scroll(lines count: Int) {
    topLine = min(max(0, topLine + count), maximumTopLine)
  }

  private func scroll(columns count: Int) {
    leftColumn = min(max(0, leftColumn + count), maximumLeftColumn)
  }

  private func show(fileAt index: Int) {
    fileIndex = index
    let text = files[index].text
    lines = SwiftHighlighter.lines(of: text)
    if lines.last?.isEmpty == true && lines.count > 1 { lines.removeLast() }
    topLine = min(Self.startLine(of: text), maximumTopLine)
    leftColumn = 0
  }

  /// The line a file opens at (0-based): its first landmark, with the
  /// comments and attributes that belong to it.
  static func startLine(of text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      var line = landmarks.lazy.compactMap({ landmark in
        lines.firstIndex { $0.contains(landmark) }
      }).first
    else { return 0 }
    while line > 0 {
      let above = lines[line - 1].drop { $0 == " " }
      guard above.hasPrefix("//") || above.hasPrefix("@") else { break }
      line -= 1
    }
    return line
  }

  func draw(into canvas: inout Canvas, now: Double) {
    guard rect.width > gutterWidth + 1, rect.height > 0 else { return }
    let syntax = SyntaxTheme.for(canvas.appearance)
    let codeX = rect.x + gutterWidth
    let codeRect = CellRect(x: codeX, y: rect.y, width: codeWidth, height: rect.height)
    for row in 0..<rect.height {
      let index = topLine + row
      guard index < lines.count else { break }
      let y = rect.y + row
      canvas.put(
        String(index + 1),
        x: rect.x,
        y: y,
        width: gutterWidth - 1,
        style: syntax.lineNumber,
        alignment: .trailing
      )
      canvas.withClip(codeRect) { canvas in
        var x = codeX - leftColumn
        for run in lines[index] {
          x = canvas.put(run.text, x: x, y: y, style: syntax.style(of: run.kind))
        }
      }
    }
    guard lines.count > rect.height else { return }
    canvas.drawScrollbar(
      in: CellRect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height),
      contentLength: Double(lines.count),
      offset: Double(topLine)
    )
  }
}
