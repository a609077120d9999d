import CompositionalLayout
import TerminalUI

/// One element as it was last drawn on screen: what `gallery render
/// --format frames` prints and what mouse clicks are tested against.
public struct DrawnElement: Hashable, Sendable {
  /// "cell", "background", or a supplementary's element kind ("header", "badge" …).
  public var kind: String
  public var indexPath: IndexPath
  /// Screen cells, after snapping and before clipping.
  public var frame: CellRect
  public var category: ElementCategory
  /// 1 at rest; less while it fades in or out.
  public var opacity: Double = 1
  /// Whether it is a deleted element fading out (its index path is the
  /// one it had before the change).
  public var isDeleted = false
}
