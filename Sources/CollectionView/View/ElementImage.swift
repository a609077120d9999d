import TerminalUI

/// An element's look kept on a canvas of its own, shared rather than copied
/// as the element is placed frame after frame.
final class ElementImage {
  let canvas: Canvas

  init(_ canvas: Canvas) {
    self.canvas = canvas
  }
}
