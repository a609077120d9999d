import CollectionView
import TerminalUI

/// The diff readout's line: what the last apply's difference held, items
/// and sections inserted (+), deleted (−), moved (↕) and reloaded or
/// reconfigured (⟳), and how long it took to work out.
enum DiffReadout {
  /// The line for `report`; the time only when `showsTime` (a virtual
  /// clock's run has no real time to show, and must draw the same every
  /// time). ASCII stands in for the signs where the terminal has only it.
  static func line(for report: UpdateReport, showsTime: Bool, repertoire: Repertoire) -> String {
    let unicode = repertoire == .unicode
    let (minus, move, reload, dot) = unicode ? ("−", "↕", "⟳", "·") : ("-", "~", "r", "|")
    let difference = report.difference
    func counts(_ inserts: Int, _ deletes: Int, _ moves: Int, _ reloads: Int) -> String {
      "+\(inserts) \(minus)\(deletes) \(move)\(moves) \(reload)\(reloads)"
    }
    let items = counts(
      difference.itemInserts.count,
      difference.itemDeletes.count,
      difference.itemMoves.count,
      difference.itemReloads.count + difference.itemReconfigures.count
    )
    let sections = counts(
      difference.sectionInserts.count,
      difference.sectionDeletes.count,
      difference.sectionMoves.count,
      difference.sectionReloads.count
    )
    // No count of applies: a resize that remakes the data is an apply too,
    // and the readout would then tell resizes apart that leave no other
    // trace.
    var line = "items \(items) \(dot) sections \(sections)"
    if showsTime { line += " \(dot) \(milliseconds(report.duration)) ms" }
    return line
  }

  /// `duration` in milliseconds with two decimals.
  static func milliseconds(_ duration: Duration) -> String {
    let hundredths = Int(
      (Double(duration.components.seconds) * 1e5
        + Double(duration.components.attoseconds) / 1e13).rounded()
    )
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100)." + (fraction.count == 1 ? "0" : "") + fraction
  }
}
