import CompositionalLayout
import TerminalUI

/// A view a collection view draws for an element: UIKit's
/// `UICollectionReusableView`, the base of cells and of supplementary views
/// (headers, footers, badges).
///
/// A registration keeps one and configures it again for every element it
/// draws, as UIKit reuses views; a subclass resets what it keeps in
/// ``prepareForReuse()`` and draws itself in ``draw(on:in:)``.
///
/// It is a ``View``: a background colour, a layer's border and subviews
/// (labels, say) are drawn in the element's frame, which the collection view
/// gives it each time it draws it.
open class CollectionReusableView: View {
  /// Focus and selection of the element being drawn, set by the collection
  /// view before the registration's handler runs.
  // Unchecked for exclusive access, as it is set and read for every cell
  // drawn: only the view sets it, storing it whole, and no access to it can
  // overlap another.
  @exclusivity(unchecked)
  @usableFromInline
  var dequeuedState = CellState()

  /// The element's state as it is drawn: UIKit's `configurationState`. A
  /// subclass overrides it to add states of its own under custom keys
  /// (``CellState/subscript(_:)``), which its configurations then read.
  open var configurationState: CellState { dequeuedState }

  public required init() {
    super.init(frame: .zero)
  }

  /// Called before the view is configured for another element.
  open func prepareForReuse() {
    isHidden = false
  }

  /// Makes the view ready for an element drawn in `state`, which
  /// ``prepareForReuse()`` can already read.
  @usableFromInline
  final func reuse(in state: CellState) {
    dequeuedState = state
    prepareForReuse()
  }

  /// Draws the view into `rect`, in ``configurationState``: by default
  /// the view takes `rect` as its frame and draws as a view does (its
  /// background, ``View/draw(into:now:)``, its border, its subviews). A
  /// subclass that draws straight onto the canvas overrides this.
  open func draw(on canvas: inout Canvas, in rect: CellRect) {
    frame = rect
    drawHierarchy(into: &canvas, now: 0)
  }

  /// The size the view needs, for a layout dimension that is estimated; by
  /// default what `request` proposes.
  open func preferredSize(fitting request: SizeFittingRequest) -> Size {
    request.proposedSize
  }
}
