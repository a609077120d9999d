import TerminalUI

extension Canvas {
  /// Draws a list separator: a dim horizontal line of `width` cells from
  /// `x` on row `y`, in the theme's separator colour.
  public mutating func drawSeparator(x: Int, y: Int, width: Int) {
    guard width > 0 else { return }
    fill(
      CellRect(x: x, y: y, width: width, height: 1),
      with: "─",
      style: theme.separator
    )
  }
}
