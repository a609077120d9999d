/// Something the user did: a key, a mouse action, a paste, or a change of
/// terminal size.
public enum InputEvent: Hashable, Sendable {
  /// A printable character, as typed (already decoded from UTF-8).
  case character(Character)
  /// A key that does not type a character.
  case key(Key)
  /// A control key, given by its lowercase letter: Ctrl-C is `.ctrl("c")`.
  case ctrl(Character)
  /// A mouse click, press, release or wheel turn.
  case mouse(MouseEvent)
  /// Text the terminal says was pasted (a bracketed paste), all at once.
  /// It is text, never commands: its newlines, tabs and escapes are not
  /// keys, and a screen that takes no text ignores it.
  case paste(String)
  /// The terminal now has `width` columns and `height` rows.
  case resize(width: Int, height: Int)
}
