import TerminalUI

extension Canvas {
  /// Draws a list separator: a dim horizontal line of `width` cells from
  /// `x` on row `y`, in the theme's separator colour over `background`.
  public mutating func drawSeparator(x: Int, y: Int, width: Int, over background: Style = .plain) {
    guard width > 0 else { return }
    drawHorizontalLine(x: x, y: y, length: width, style: theme.separator.over(background))
  }
}
