/// A view the layout places by itself, with no data behind it: a section's
/// background.
public final class LayoutDecorationItem: LayoutItem {
  /// The kind the front end registers a view for.
  public let elementKind: String
  /// Drawing order; at an equal zIndex a decoration is drawn below cells.
  public var zIndex: Int = 0

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalHeight(1)
      )
    )
  }

  /// A background covering its section's frame, less its `contentInsets`.
  public static func background(elementKind: String) -> LayoutDecorationItem {
    LayoutDecorationItem(elementKind: elementKind)
  }
}
