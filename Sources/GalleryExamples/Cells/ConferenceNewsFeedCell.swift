import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's news cell: the title wrapped in bold, the date in grey, the
/// body wrapped below, and a separator under it unless it is the last;
/// as tall as those lines at its width.
final class ConferenceNewsFeedCell: CollectionViewCell {
  var titleLabel = CellLabel()
  var dateLabel = CellLabel()
  var bodyLabel = CellLabel()
  var showsSeparator = true

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel = CellLabel()
    dateLabel = CellLabel()
    bodyLabel = CellLabel()
    showsSeparator = true
  }

  override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    let width = request.proposedSize.width
    let lines = lines(width: Int(width)).count + (showsSeparator ? 1 : 0)
    return Size(width: width, height: Double(lines))
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    for (row, (line, style)) in lines(width: rect.width).enumerated() where row < rect.height {
      var lineStyle = style
      if configurationState.isFocused && row == 0 {
        // Focus is a bar across the title's first line.
        lineStyle = canvas.theme.focused
        canvas.fill(CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: lineStyle)
      }
      canvas.put(line, x: rect.x, y: rect.y + row, width: rect.width, style: lineStyle)
    }
    if showsSeparator {
      canvas.drawSeparator(x: rect.x, y: rect.maxY - 1, width: rect.width)
    }
  }

  /// The lines at `width`: the one place both measuring and drawing read
  /// them from.
  private func lines(width: Int) -> [(String, Style)] {
    let titleStyle = Style(attributes: [.bold])
    return TextLayout.wrap(titleLabel.text ?? "", width: max(1, width)).map { ($0, titleStyle) }
      + [(dateLabel.text ?? "", Theme.secondaryText)]
      + TextLayout.wrap(bodyLabel.text ?? "", width: max(1, width)).map { ($0, Style.plain) }
  }
}
