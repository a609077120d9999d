import CollectionView
import TerminalUI

/// The sample's `LabelCell`, a Mountains Search result on one line: the
/// name with the part the search matched in the accent, and the height in
/// grey at the trailing edge; focus is a bar across the whole cell.
final class LabelCell: CollectionViewCell {
  var label = CellLabel()
  /// Secondary text at the trailing edge: the height.
  var detailLabel = CellLabel()
  /// The part of the label's text the search matched.
  var highlightedRange: Range<String.Index>?
  /// Whether focus shows; off while the search field has it.
  var showsFocus = true

  override func prepareForReuse() {
    super.prepareForReuse()
    label = CellLabel()
    detailLabel = CellLabel()
    highlightedRange = nil
    showsFocus = true
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    let name = label.text ?? ""
    let height = detailLabel.text ?? ""
    let isFocused = showsFocus && configurationState.isFocused
    let theme = canvas.theme
    let base = isFocused ? theme.focused : Style()
    canvas.fill(rect, style: base)
    let heightWidth = CharacterWidth.width(of: height)
    let room = rect.width - 2
    let showsHeight = room >= heightWidth + 6
    let nameWidth = showsHeight ? room - heightWidth - 1 : room
    let nameEnd = canvas.put(name, x: rect.x + 1, y: rect.y, width: max(0, nameWidth), style: base)
    if let match = highlightedRange {
      // Over the drawn name, as far as it is not cut short.
      let repertoire = canvas.repertoire
      let ellipsis = TextLayout.ellipsis(for: repertoire)
      let visible =
        CharacterWidth.width(of: name, repertoire: repertoire) <= nameWidth
        ? nameEnd : nameEnd - CharacterWidth.width(of: ellipsis, repertoire: repertoire)
      let start =
        rect.x + 1 + CharacterWidth.width(of: name[..<match.lowerBound], repertoire: repertoire)
      let highlight = isFocused ? base.adding([.bold, .underline]) : theme.accent.adding(.bold)
      // Clipped, not truncated: a match the name's ellipsis cuts short
      // shows as far as the name does, without an ellipsis of its own.
      if start < visible {
        canvas.withClip(CellRect(x: start, y: rect.y, width: visible - start, height: 1)) {
          $0.put(String(name[match]), x: start, y: rect.y, style: highlight)
        }
      }
    }
    if showsHeight {
      canvas.put(
        height,
        x: rect.maxX - 1 - heightWidth,
        y: rect.y,
        style: isFocused ? base : Theme.secondaryText
      )
    }
  }
}
