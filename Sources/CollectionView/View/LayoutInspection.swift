import CompositionalLayout
import TerminalUI

/// What a layout inspector reads of a collection view as it was drawn at
/// one moment: the solved layout, the part of it in view, and the way its
/// rectangles land on screen cells.
public struct LayoutInspection {
  /// The layout the view shows.
  public let layout: SolvedLayout
  /// The screen cells the content is drawn in.
  public let contentFrame: CellRect
  /// The part of the layout in view, in layout coordinates, scrolled to
  /// whole cells as the view draws it.
  public let viewport: Rect
  /// How far each row that scrolls sideways is scrolled, in whole cells.
  public let orthogonalOffsets: [Int: Double]
  /// The focused item, if any.
  public let focusedIndexPath: IndexPath?
  /// What the view shows at that moment, in drawing order, where it shows
  /// it: the elements a click there would land on.
  public let drawnElements: [DrawnElement]

  /// The screen cells of `rect`, a rectangle in layout coordinates, with
  /// each edge rounded as the view rounds the edges of what it draws.
  public func cells(of rect: Rect) -> CellRect {
    rect.offsetBy(dx: -viewport.minX, dy: -viewport.minY).snapped
      .offsetBy(dx: contentFrame.x, dy: contentFrame.y)
  }

  /// How far the row of `section` is scrolled sideways.
  public func orthogonalOffset(ofSection section: Int) -> Double {
    orthogonalOffsets[section] ?? 0
  }
}

extension CollectionView {
  /// The view as it is drawn at `now` (its scene), for a layout
  /// inspector; nil before the view has a layout.
  public func layoutInspection(at now: Double) -> LayoutInspection? {
    guard let solved else { return nil }
    let scene = scene(at: now)
    return LayoutInspection(
      layout: solved,
      contentFrame: scene.contentFrame,
      viewport: scene.viewport,
      orthogonalOffsets: scene.orthogonalOffsets,
      focusedIndexPath: scene.drawing.focused,
      drawnElements: scene.drawnElements
    )
  }
}
