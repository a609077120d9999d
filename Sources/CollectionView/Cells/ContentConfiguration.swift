import CompositionalLayout
import TerminalUI

/// What a cell or supplementary view shows, drawn into its frame: UIKit's
/// `UIContentConfiguration`, for a canvas of terminal cells.
public protocol ContentConfiguration {
  /// Draws the content into `rect`, as it looks in `state`.
  func draw(on canvas: inout Canvas, in rect: CellRect, state: CellState)

  /// The size the content needs, for a layout dimension that is estimated;
  /// by default what `request` proposes.
  func preferredSize(fitting request: SizeFittingRequest) -> Size

  /// The configuration as it looks in `state`: UIKit's `updated(for:)`,
  /// where a configuration varies with a cell's state (custom states
  /// included). By default the configuration itself, whose ``draw(on:in:state:)``
  /// already takes the state.
  func updated(for state: CellState) -> Self
}

extension ContentConfiguration {
  public func preferredSize(fitting request: SizeFittingRequest) -> Size {
    request.proposedSize
  }

  public func updated(for state: CellState) -> Self { self }
}

extension ListContentConfiguration: ContentConfiguration {
  public func draw(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    draw(on: &canvas, in: rect, state: state, separator: false)
  }

  /// The offered width, and as many lines as the row needs at it.
  public func preferredSize(fitting request: SizeFittingRequest) -> Size {
    let width = request.proposedSize.width
    return Size(width: width, height: Double(height(forWidth: Int(width))))
  }
}
