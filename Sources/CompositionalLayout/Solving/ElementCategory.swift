/// What kind of view an element of a solved layout stands for.
public enum ElementCategory: Hashable, Sendable {
  /// A cell showing one item.
  case cell
  /// A supplementary view: a badge, header or footer.
  case supplementaryView
  /// A decoration view: a background with no data behind it.
  case decorationView

  /// Where the category comes at an equal zIndex: decorations are drawn
  /// below cells and cells below supplementaries
  /// (``LayoutAttributes/drawingOrder(_:_:)``).
  public var drawingRank: Int {
    switch self {
    case .decorationView: 0
    case .cell: 1
    case .supplementaryView: 2
    }
  }
}
