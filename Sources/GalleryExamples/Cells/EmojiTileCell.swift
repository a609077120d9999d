import CollectionView
import TerminalUI

/// The sample's grid cell for a recent emoji: a rounded box with the emoji
/// and, below it, its name, which focus highlights.
final class EmojiTileCell: CollectionViewCell {
  var emoji: Emoji?

  override func prepareForReuse() {
    super.prepareForReuse()
    emoji = nil
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard let emoji else { return }
    let isFocused = configurationState.isFocused
    canvas.fill(rect)
    canvas.drawBox(
      rect,
      box: isFocused ? .heavy : .rounded,
      style: isFocused ? canvas.theme.focusBorder : canvas.theme.separator
    )
    let inner = rect.insetBy(dx: 1, dy: 1)
    canvas.put(emoji.text, x: inner.x, y: inner.y, width: inner.width, alignment: .center)
    canvas.put(
      isFocused ? " \(emoji.title) " : emoji.title,
      x: inner.x,
      y: inner.y + 1,
      width: inner.width,
      style: isFocused ? canvas.theme.focused : Theme.secondaryText,
      alignment: .center
    )
  }
}
