import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's section headers and footers, sized by their content: the
/// title on a grey bar, as the sample's registrations colour the view; a
/// grouped table's footer is its title in the secondary text style instead.
final class TitleSupplementaryView: CollectionReusableView {
  enum Kind {
    /// One line on the theme's header bar.
    case header
    /// The title on the header bar as a header's, then a blank line. In the
    /// sample a footer's box and the next section's header's meet edge to
    /// edge, kept apart by their borders; here the blank line keeps the two
    /// bars apart.
    case footer
    /// The title in grey after a blank line of its own: a grouped table's
    /// footer (UITableView's `titleForFooterInSection`).
    case tableFooter
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
    if case .header = kind { 1 } else { 2 }
  }

  /// The title drawn as `kind`: a bar on the first line of `rect`, a
  /// table's footer on the last.
  private static func draw(
    _ title: String?,
    as kind: Kind,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState
  ) {
    var configuration: ListContentConfiguration
    let y: Int
    switch kind {
    case .header, .footer:
      configuration = .header()
      y = rect.y
    case .tableFooter:
      configuration = .footer()
      y = rect.maxY - 1
    }
    configuration.text = title
    configuration.draw(
      on: &canvas,
      in: CellRect(x: rect.x, y: y, width: rect.width, height: 1),
      state: state
    )
  }
}
