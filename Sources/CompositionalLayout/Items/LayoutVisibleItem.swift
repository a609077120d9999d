/// One element of a section on screen, handed to the section's
/// ``LayoutSection/visibleItemsInvalidationHandler``, as UIKit's
/// `NSCollectionLayoutVisibleItem`: what the handler changes here is how
/// the element is drawn until the handler is called again.
///
/// A class, as UIKit's items are objects: the handler changes the items it
/// was given and the caller reads the changes back.
public final class LayoutVisibleItem {
  /// The layout's attributes of the element, its frame where the layout put
  /// it: a sideways row's items unscrolled, the handler being given the
  /// row's offset.
  public let attributes: LayoutAttributes
  /// How opaque the element is drawn, from 0 (not at all) to 1.
  public var alpha: Double = 1
  /// Drawing order among overlapping elements; higher is on top.
  public var zIndex: Int
  /// Whether the element is left out of the drawing.
  public var isHidden = false
  /// The centre the element is drawn around; moving it moves the element
  /// without changing the layout.
  public var center: Point

  /// Where the element is, in layout coordinates.
  public var frame: Rect { attributes.frame }
  public var indexPath: IndexPath { attributes.indexPath }
  public var representedElementCategory: ElementCategory {
    attributes.representedElementCategory
  }
  /// The element kind of a supplementary or decoration; nil for a cell.
  public var representedElementKind: String? { attributes.representedElementKind }

  /// The element's size, as UIKit's `bounds`.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// How far ``center`` has been moved from the frame's own centre.
  public var translation: Point {
    Point(x: center.x - frame.midX, y: center.y - frame.midY)
  }

  /// Whether the handler changed anything the drawing shows.
  public var isAdjusted: Bool {
    alpha != 1 || isHidden || zIndex != attributes.zIndex || translation != .zero
  }

  public init(_ attributes: LayoutAttributes) {
    self.attributes = attributes
    self.zIndex = attributes.zIndex
    self.center = Point(x: attributes.frame.midX, y: attributes.frame.midY)
  }
}
