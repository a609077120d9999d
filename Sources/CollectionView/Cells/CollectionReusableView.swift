import CompositionalLayout
import TerminalUI

/// A view a collection view draws for an element: UIKit's
/// `UICollectionReusableView`, the base of cells and of supplementary views
/// (headers, footers, badges).
///
/// A registration keeps one and configures it again for every element it
/// draws, as UIKit reuses views; a subclass resets what it keeps in
/// ``prepareForReuse()`` and draws itself in ``draw(on:in:)``.
open class CollectionReusableView {
  /// Focus and selection of the element being drawn, set by the collection
  /// view before the registration's handler runs.
  // Unchecked for exclusive access, as it is set and read for every cell
  // drawn: only the view sets it, storing it whole, and no access to it can
  // overlap another.
  @exclusivity(unchecked)
  public internal(set) var configurationState = CellState()
  /// A hidden view is neither drawn nor reported on screen.
  open var isHidden = false

  public required init() {}

  /// Called before the view is configured for another element.
  open func prepareForReuse() {
    isHidden = false
  }

  /// Makes the view ready for an element drawn in `state`, which
  /// ``prepareForReuse()`` can already read.
  @usableFromInline
  final func reuse(in state: CellState) {
    configurationState = state
    prepareForReuse()
  }

  /// Draws the view into `rect`, in ``configurationState``.
  open func draw(on canvas: inout Canvas, in rect: CellRect) {}

  /// The size the view needs, for a layout dimension that is estimated; by
  /// default what `request` proposes.
  open func preferredSize(fitting request: SizeFittingRequest) -> Size {
    request.proposedSize
  }
}
