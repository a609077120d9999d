import CollectionView
import TerminalUI

/// What both Emoji Explorers open for an emoji, as the sample's detail view
/// controller: the emoji large, in a box at the centre, and its name below.
/// A terminal cannot draw a glyph bigger, so the box stands in for the
/// large font. It has no keys of its own: Esc goes back, as the app's
/// footer already says.
final class EmojiDetailScreen: Screen {
  static let boxSize = CellSize(width: 12, height: 5)

  let title: String
  let emoji: Emoji

  /// Titled with the path of the example it was opened from and the name.
  init(emoji: Emoji, openedFrom parentTitle: String) {
    self.emoji = emoji
    title = Catalogue.title(for: [parentTitle, emoji.title])
  }

  var keyBindings: [KeyBinding] { [] }
  var isAnimating: Bool { false }

  /// Where the content goes, from the last layout pass.
  private var rect = CellRect(x: 0, y: 0, width: 0, height: 0)

  func layout(in rect: CellRect) { self.rect = rect }

  func handle(_ event: InputEvent) -> ScreenResponse { .ignored }

  func draw(into canvas: inout Canvas, now: Double) {
    let size = Self.boxSize
    // The box and the name line below it, centred together.
    let box = CellRect(
      x: rect.x + (rect.width - size.width) / 2,
      y: rect.y + (rect.height - size.height - 2) / 2,
      width: size.width,
      height: size.height
    )
    canvas.drawBox(box, box: .rounded, style: canvas.theme.accent)
    canvas.put(
      emoji.text,
      x: box.x,
      y: box.y + box.height / 2,
      width: box.width,
      alignment: .center
    )
    canvas.put(
      emoji.title,
      x: rect.x,
      y: box.maxY + 1,
      width: rect.width,
      style: Style(attributes: [.bold]),
      alignment: .center
    )
  }
}
