import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's custom content configuration: an icon, centred, tinted by
/// the cell's state — on the focus colour when focused, on the selection
/// colour (the sample's tint) when selected, else on the terminal's
/// background.
struct CustomContentConfiguration: ContentConfiguration, Hashable {
  var image: String?
  /// The fill the icon sits on, from ``updated(for:)``.
  var highlight = Highlight.none

  enum Highlight: Hashable {
    case none
    case focused
    case selected
  }

  /// The configuration as it looks in `state`, as UIKit's `updated(for:)`.
  func updated(for state: CellState) -> CustomContentConfiguration {
    var updated = self
    updated.highlight = state.isFocused ? .focused : state.isSelected ? .selected : .none
    return updated
  }

  func draw(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let theme = canvas.theme
    let fill: Style
    switch highlight {
    case .none: fill = Style()
    case .focused: fill = theme.focused
    case .selected: fill = theme.selected
    }
    canvas.fill(rect, style: fill)
    canvas.put(
      image ?? "",
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: fill,
      alignment: .center
    )
  }

  /// The icon with two columns each side: a square tile, as the sample's
  /// 44pt cells are.
  func preferredSize(fitting request: SizeFittingRequest) -> Size {
    Size(
      width: Double(CharacterWidth.width(of: image ?? "") + 4),
      height: request.proposedSize.height
    )
  }
}
