import CompositionalLayout
import TerminalUI

/// A cell: UIKit's `UICollectionViewCell`. Set its
/// ``contentConfiguration`` in a registration's handler, or subclass it and
/// draw what you like.
open class CollectionViewCell: CollectionReusableView {
  /// What the cell shows.
  open var contentConfiguration: (any ContentConfiguration)?

  open override func draw(on canvas: inout Canvas, in rect: CellRect) {
    contentConfiguration?.draw(on: &canvas, in: rect, state: configurationState)
  }

  open override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    contentConfiguration?.preferredSize(fitting: request) ?? request.proposedSize
  }
}
