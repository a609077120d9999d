import TerminalUI

/// What is drawn around a view's content: UIKit's `CALayer`, for the border
/// the sample's cells draw with it. A border of any width is one line of
/// box characters, rounded where the layer has a corner radius.
public final class Layer {
  /// The border's colour; the terminal's own where nil.
  public var borderColor: Color?
  /// Whether there is a border: any width above 0 draws one line.
  public var borderWidth: Double = 0
  /// Rounded corners above 0.
  public var cornerRadius: Double = 0

  public init() {}

  /// Draws the border around `rect`, if there is one.
  func drawBorder(on canvas: inout Canvas, around rect: CellRect) {
    guard borderWidth > 0, !rect.isEmpty else { return }
    // Drawn over the view's fill, which the border keeps.
    let beneath = canvas.style(atX: rect.x, y: rect.y).background
    canvas.drawBox(
      rect,
      box: cornerRadius > 0 ? .rounded : .light,
      style: Style(foreground: borderColor ?? .default).over(Style(background: beneath))
    )
  }
}
