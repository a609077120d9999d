/// A question the solver asks about an element with an estimated dimension:
/// how big is it when given this much room?
public struct SizeFittingRequest: Hashable, Sendable {
  public var category: ElementCategory
  /// The kind of a supplementary; nil for a cell.
  public var elementKind: String?
  /// Where the element is, as its ``LayoutAttributes/indexPath`` will be:
  /// a cell's or badge's item; item 0 of its section for a section's
  /// header, footer or side view; for one of the layout's own, its index
  /// in the configuration's items, in ``LayoutAttributes/layoutLevelSection``.
  public var indexPath: IndexPath
  /// The room on offer. On an axis whose dimension is fixed this is the
  /// element's length (less its content insets); on an estimated axis it is
  /// the estimate.
  public var proposedSize: Size
  /// Whether the width is the content's to choose.
  public var widthIsEstimated: Bool
  /// Whether the height is the content's to choose.
  public var heightIsEstimated: Bool

  public init(
    category: ElementCategory,
    elementKind: String?,
    indexPath: IndexPath,
    proposedSize: Size,
    widthIsEstimated: Bool,
    heightIsEstimated: Bool
  ) {
    self.category = category
    self.elementKind = elementKind
    self.indexPath = indexPath
    self.proposedSize = proposedSize
    self.widthIsEstimated = widthIsEstimated
    self.heightIsEstimated = heightIsEstimated
  }
}

/// Measures an element's content: returns the size it wants for a request.
/// Only the estimated axes of the answer are used.
public typealias SizeFitting = (SizeFittingRequest) -> Size
