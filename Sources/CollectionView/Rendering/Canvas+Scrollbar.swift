import TerminalUI

extension Canvas {
  /// A scrollbar in `track`, one column: the track its whole height, and on
  /// it a thumb as long as the visible share of `contentLength` (in rows),
  /// placed where `offset`, the first row in view, lies in the content.
  public mutating func drawScrollbar(in track: CellRect, contentLength: Double, offset: Double) {
    guard track.height > 0 else { return }
    let content = max(contentLength, 1)
    let visible = Double(track.height)
    let thumbLength = min(track.height, max(1, Int((visible * visible / content).rounded())))
    let maximum = max(content - visible, 1)
    let clamped = min(max(offset, 0), maximum)
    let thumbStart = Int((Double(track.height - thumbLength) * clamped / maximum).rounded())
    drawVerticalLine(x: track.x, y: track.y, length: track.height, style: theme.scrollTrack)
    fill(
      CellRect(x: track.x, y: track.y + thumbStart, width: 1, height: thumbLength),
      with: repertoire == .unicode ? "┃" : "#",
      style: theme.scrollThumb
    )
  }
}
