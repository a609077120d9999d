import TerminalUI

/// An element's look kept on a canvas of its own, shared rather than copied
/// as the element is placed frame after frame.
final class ElementImage {
  let canvas: Canvas
  /// Where the element itself is on the canvas: all of it, but for a
  /// deleted row that keeps the separator lines around it.
  let elementRect: CellRect

  init(_ canvas: Canvas, elementRect: CellRect? = nil) {
    self.canvas = canvas
    self.elementRect = elementRect ?? canvas.bounds
  }
}
