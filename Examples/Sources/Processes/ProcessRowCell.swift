import CollectionView
import TerminalUI

/// One process a line: its id, CPU share and memory in columns, then its
/// name; the focused row on the theme's focus bar.
final class ProcessRowCell: CollectionViewCell {
  var row: ProcessRow?

  override func prepareForReuse() {
    super.prepareForReuse()
    row = nil
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard let row else { return }
    let style = configurationState.isFocused ? canvas.theme.focused : .plain
    if configurationState.isFocused { canvas.fill(rect, style: style) }
    canvas.put(
      Self.line(row, width: rect.width),
      x: rect.x,
      y: rect.y,
      width: rect.width,
      style: style
    )
  }

  /// The row's text, in ``ProcessListController/columnsHeading``'s columns.
  static func line(_ row: ProcessRow, width: Int) -> String {
    let pid = String(row.sample.pid).leftPadded(to: 7)
    let cpu = String(format1: row.cpuPercent).leftPadded(to: 7)
    let memory = String(format1: row.residentMiB).leftPadded(to: 9)
    return "\(pid)\(cpu)\(memory)  \(row.sample.state)  \(row.sample.name)"
  }
}

extension String {
  /// `value` with one decimal: `12.5`.
  init(format1 value: Double) {
    let tenths = Int((value * 10).rounded())
    self = "\(tenths / 10).\(tenths % 10)"
  }

  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
