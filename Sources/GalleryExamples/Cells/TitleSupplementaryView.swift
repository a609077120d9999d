import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's section headers and footers, sized by their content: a
/// header is its title on a grey bar; a footer is its title in the secondary
/// text style, set apart from the rows above by a blank line.
final class TitleSupplementaryView: CollectionReusableView {
  enum Kind {
    /// One line on the theme's header bar.
    case header
    /// The title in grey, after a blank line of its own unless the rows
    /// above already end in one (`rowsEndBlank`, rows that keep a line for
    /// their separator).
    case footer(rowsEndBlank: Bool)
  }

  var label = CellLabel()
  var kind = Kind.header

  override func prepareForReuse() {
    super.prepareForReuse()
    label = CellLabel()
    kind = .header
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    Self.draw(label.text, as: kind, on: &canvas, in: rect, state: configurationState)
  }

  override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    Size(width: request.proposedSize.width, height: Double(Self.height(of: kind)))
  }

  private static func height(of kind: Kind) -> Int {
    if case .footer(rowsEndBlank: false) = kind { 2 } else { 1 }
  }

  /// The title drawn as `kind` on the last line of `rect`.
  private static func draw(
    _ title: String?,
    as kind: Kind,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState
  ) {
    var configuration: ListContentConfiguration
    if case .header = kind { configuration = .header() } else { configuration = .footer() }
    configuration.text = title
    let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
    configuration.draw(on: &canvas, in: line, state: state)
  }
}
