import CollectionView
import TerminalUI

/// One process's details, as they were when it was opened.
final class ProcessDetailScreen: Screen {
  let row: ProcessRow
  let commandLine: String
  private var rect = CellRect.zero

  init(row: ProcessRow, commandLine: String) {
    self.row = row
    self.commandLine = commandLine
  }

  var title: String { "Processes › \(row.sample.name) (\(row.sample.pid))" }
  var summary: String { "One process as it was when it was opened." }
  var keyBindings: [KeyBinding] { [] }
  var isAnimating: Bool { false }

  /// The details, a line each.
  var lines: [(String, String)] {
    [
      ("Process id", "\(row.sample.pid)"),
      ("Parent", "\(row.sample.parentPID)"),
      ("Name", row.sample.name),
      ("State", String(row.sample.state)),
      ("Threads", "\(row.sample.threads)"),
      ("CPU", "\(String(format1: row.cpuPercent)) %"),
      ("Memory", "\(String(format1: row.residentMiB)) MiB resident"),
      ("Command", commandLine.isEmpty ? "[\(row.sample.name)]" : commandLine),
    ]
  }

  func layout(in rect: CellRect) {
    self.rect = rect
  }

  func handle(_ event: InputEvent) -> ScreenResponse { .ignored }

  func draw(into canvas: inout Canvas, now: Double) {
    for (index, (label, value)) in lines.enumerated() where index + 1 < rect.height {
      let y = rect.y + 1 + index
      canvas.put(label, x: rect.x + 2, y: y, width: 12, style: Theme.secondaryText)
      canvas.put(value, x: rect.x + 15, y: y, width: max(0, rect.width - 16))
    }
  }
}
