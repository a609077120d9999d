/// Something the user did: a key, a mouse action, or a change of terminal size.
public enum InputEvent: Hashable, Sendable {
  /// A printable character, as typed (already decoded from UTF-8).
  case character(Character)
  /// A key that does not type a character.
  case key(Key)
  /// A control key, given by its lowercase letter: Ctrl-C is `.ctrl("c")`.
  case ctrl(Character)
  /// A mouse click, press, release or wheel turn.
  case mouse(MouseEvent)
  /// The terminal now has `width` columns and `height` rows.
  case resize(width: Int, height: Int)
}
