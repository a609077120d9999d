import CollectionView
import TerminalUI

extension App {
  /// What the mouse does, for the help overlay.
  static let mouseHelp = [
    ("click", "focus, show whole and open"),
    ("wheel", "scroll the page"),
    ("shift+wheel", "scroll the row under the pointer"),
    ("tilt wheel", "the row under the pointer to its next stop"),
  ]

  /// The arrows and page keys scroll a help longer than the screen; any
  /// other key closes it.
  func scrollHelp(for event: InputEvent) {
    switch event {
    case .key(.up): helpOffset -= 1
    case .key(.down): helpOffset += 1
    case .key(.pageUp): helpOffset -= max(1, size.height - 6)
    case .key(.pageDown): helpOffset += max(1, size.height - 6)
    default: showsHelp = false
    }
    let layout = helpLayout(repertoire: traits.repertoire)
    helpOffset = helpFirstLine(box: layout.box, lineCount: layout.lines.count)
  }

  /// The help overlay's lines at its `width`: what the screen shows, its
  /// keys, the mouse, and what the plug-ins add.
  private func helpLines(width: Int, repertoire: Repertoire) -> [HelpLine] {
    var lines: [HelpLine] = []
    if !top.summary.isEmpty {
      lines +=
        TextLayout.wrap(top.summary, width: max(1, width - 4), repertoire: repertoire)
        .map(HelpLine.text) + [.text("")]
    }
    lines += helpKeys.map { .keys($0.keys, $0.action) }
    lines += [.text("")] + Self.mouseHelp.map { .keys($0.0, $0.1) }
    for plugin in plugins {
      let added = plugin.helpLines(repertoire: repertoire)
      if !added.isEmpty { lines += [.text("")] + added }
    }
    return lines
  }

  /// The help overlay's box and lines, centred, as tall as the screen
  /// allows.
  private func helpLayout(repertoire: Repertoire) -> (
    box: CellRect, lines: [HelpLine], keysWidth: Int
  ) {
    let keyed = helpKeys.map { ($0.keys, $0.action) } + Self.mouseHelp
    let keysWidth = keyed.map { CharacterWidth.width(of: $0.0, repertoire: repertoire) }.max() ?? 0
    let actionWidth =
      keyed.map { CharacterWidth.width(of: $0.1, repertoire: repertoire) }.max() ?? 0
    let width = min(size.width - 2, max(keysWidth + actionWidth + 7, 40))
    let lines = helpLines(width: width, repertoire: repertoire)
    let height = min(size.height - 2, lines.count + 4)
    let box = CellRect(
      x: (size.width - width) / 2,
      y: (size.height - height) / 2,
      width: width,
      height: height
    )
    return (box, lines, keysWidth)
  }

  /// The first help line shown: the offset the keys scrolled to, kept to
  /// the lines there are.
  private func helpFirstLine(box: CellRect, lineCount: Int) -> Int {
    min(max(0, helpOffset), max(0, lineCount - max(1, box.height - 4)))
  }

  /// Every key that works now with all its alternatives, the mouse, and
  /// a line on what the screen shows, in a box over the screen.
  func drawHelp(on canvas: inout Canvas) {
    let (box, lines, keysWidth) = helpLayout(repertoire: canvas.repertoire)
    let visible = max(1, box.height - 4)
    let first = helpFirstLine(box: box, lineCount: lines.count)
    canvas.drawFramedBox(box, title: "Keys", border: canvas.theme.accent, titleInset: 2)
    // A reader starts at the help's first line.
    canvas.cursor = CellPoint(x: box.x + 2, y: box.y + 2)
    // Lines that do not fit are scrolled to, never dropped: the border
    // says which way more lies.
    let unicode = canvas.repertoire == .unicode
    if first > 0 {
      canvas.put(
        unicode ? " ↑ more " : " ^ more ",
        x: box.maxX - 10,
        y: box.y,
        style: canvas.theme.accent
      )
    }
    if first + visible < lines.count {
      canvas.put(
        unicode ? " ↓ more " : " v more ",
        x: box.maxX - 10,
        y: box.maxY - 1,
        style: canvas.theme.accent
      )
    }
    for (row, line) in lines[first...].prefix(visible).enumerated() {
      let y = box.y + 2 + row
      switch line {
      case .text(let text):
        canvas.put(text, x: box.x + 2, y: y, width: box.width - 4)
      case .keys(let keys, let action):
        canvas.put(keys, x: box.x + 2, y: y, width: keysWidth, style: theme.footerKey.over(.plain))
        canvas.put(action, x: box.x + 4 + keysWidth, y: y, width: box.width - keysWidth - 6)
      }
    }
  }

}
