import CompositionalLayout
import TerminalUI

/// A cell: UIKit's `UICollectionViewCell`. Set its
/// ``contentConfiguration`` in a registration's handler, or subclass it and
/// draw what you like.
open class CollectionViewCell: CollectionReusableView {
  /// What the cell shows.
  open var contentConfiguration: (any ContentConfiguration)?

  /// Sets the cell's configurations for `state`: UIKit's hook for a cell
  /// that styles itself, called after the registration's handler each
  /// time the cell is dequeued. Does nothing unless overridden.
  open func updateConfiguration(using state: CellState) {}

  open override func draw(on canvas: inout Canvas, in rect: CellRect) {
    contentConfiguration?.draw(on: &canvas, in: rect, state: configurationState)
  }

  open override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    contentConfiguration?.preferredSize(fitting: request) ?? request.proposedSize
  }
}
