import CompositionalLayout
import TerminalUI

/// A cell: UIKit's `UICollectionViewCell`. Set its
/// ``contentConfiguration`` in a registration's handler, add views to its
/// ``contentView``, or subclass it and draw what you like.
open class CollectionViewCell: CollectionReusableView {
  /// What the cell shows.
  open var contentConfiguration: (any ContentConfiguration)?
  /// What the cell shows behind its content.
  open var backgroundConfiguration: BackgroundConfiguration?
  /// The view the cell's own subviews go in (labels, say): it covers the
  /// cell wherever the cell is drawn.
  public let contentView = View(frame: .zero)

  public required init() {
    super.init()
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Sets the cell's configurations for `state`: UIKit's hook for a cell
  /// that styles itself, called after the registration's handler each
  /// time the cell is dequeued. Does nothing unless overridden.
  open func updateConfiguration(using state: CellState) {}

  /// Asks for ``updateConfiguration(using:)`` with the cell's state: at
  /// once, as a terminal cell is configured and drawn in one go.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// The background configuration, then the content configuration, each
  /// updated for the cell's state as UIKit updates them, in the cell's
  /// frame.
  open override func draw(into canvas: inout Canvas, now: Double) {
    let state = configurationState
    backgroundConfiguration?.updated(for: state).draw(on: &canvas, in: frame)
    contentConfiguration?.updated(for: state).draw(on: &canvas, in: frame, state: state)
  }

  open override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    contentConfiguration?.preferredSize(fitting: request) ?? request.proposedSize
  }
}
