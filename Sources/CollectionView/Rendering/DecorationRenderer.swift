import CompositionalLayout
import TerminalUI

/// How to draw the decoration views (section backgrounds) of one kind.
public struct DecorationRenderer {
  public typealias Draw = (inout Canvas, CellRect, IndexPath) -> Void

  public let elementKind: String
  public let draw: Draw

  public init(elementKind: String, draw: @escaping Draw) {
    self.elementKind = elementKind
    self.draw = draw
  }
}
