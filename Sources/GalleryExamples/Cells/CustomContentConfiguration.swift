import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's custom content configuration: an icon, centred, on
/// whatever the cell's background configuration has filled it with.
struct CustomContentConfiguration: ContentConfiguration, Hashable {
  var image: String?

  func draw(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let y = rect.y + (rect.height - 1) / 2
    // The icon keeps the colours of the background drawn under it.
    let beneath = canvas.style(atX: rect.x, y: y)
    canvas.put(image ?? "", x: rect.x, y: y, width: rect.width, style: beneath, alignment: .center)
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
