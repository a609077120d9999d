import CollectionView
import TerminalUI

/// The snapshot panel: a column at the right of the screen listing the
/// current snapshot's sections and items, hierarchies indented with their
/// disclosure (items under a collapsed parent dimmed), the items the last
/// apply changed highlighted. When the
/// list is longer than the panel it starts a little above the first
/// changed item, so the change is in view.
enum SnapshotPanel {
  /// Rows kept above the first changed item.
  static let context = 2

  static func draw(_ lines: [SnapshotLine], in area: CellRect, on canvas: inout Canvas) {
    let width = min(max(24, area.width / 3), 44, area.width)
    let box = CellRect(x: area.maxX - width, y: area.y, width: width, height: area.height)
    guard box.width >= 8, box.height >= 3 else { return }
    let theme = canvas.theme
    let itemCount = lines.filter { $0.kind == .item }.count
    canvas.drawFramedBox(box, title: "Snapshot: \(itemCount) \(itemCount == 1 ? "item" : "items")")
    let rows = box.height - 2
    let first = lines.firstIndex(where: \.isChanged) ?? 0
    let top = lines.count <= rows ? 0 : min(max(0, first - context), lines.count - rows)
    for (row, line) in lines[top...].prefix(rows).enumerated() {
      let y = box.y + 1 + row
      let x = box.x + 1
      let inner = box.width - 2
      switch line.kind {
      case .section:
        canvas.put(unqualified(line.text), x: x, y: y, width: inner, style: theme.headerBar)
      case .item:
        let disclosure =
          line.isExpanded.map { $0 ? "▾ " : "▸ " } ?? "  "
        let indent = String(repeating: "  ", count: line.depth)
        let style =
          line.isChanged ? theme.selected : line.isVisible ? Style.plain : theme.separator
        if line.isChanged {
          canvas.fill(CellRect(x: x, y: y, width: inner, height: 1), style: style)
        }
        canvas.put(
          indent + disclosure + unqualified(line.text),
          x: x,
          y: y,
          width: inner,
          style: style
        )
      }
    }
    if top + rows < lines.count {
      canvas.put(
        " +\(lines.count - top - rows) more ",
        x: box.x + 1,
        y: box.maxY - 1,
        width: box.width - 2,
        style: theme.separator
      )
    }
  }

  /// `text` without the module and outer type names that qualify the
  /// types in it (`GalleryExamples.WiFiController.Network(…)` becomes
  /// `Network(…)`), which a panel a third of the screen wide cannot spare.
  static func unqualified(_ text: String) -> String {
    let characters = Array(text)
    func isNamePart(_ index: Int) -> Bool {
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    }
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index].isUppercase, index == 0 || !isNamePart(index - 1) else {
        result.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while end < characters.count && isNamePart(end) { end += 1 }
      // A capitalised name before a point and another one qualifies it.
      if end + 1 < characters.count && characters[end] == "." && characters[end + 1].isUppercase {
        index = end + 1
      } else {
        result += String(characters[index..<end])
        index = end
      }
    }
    return result
  }
}
