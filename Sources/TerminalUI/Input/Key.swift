/// A key that does not type a character.
public enum Key: Hashable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// Shift with an arrow key.
  case shiftUp, shiftDown, shiftLeft, shiftRight
  /// Ctrl-← and Ctrl-→, which move by word in a text field.
  case ctrlLeft, ctrlRight
  /// Alt-Backspace (Esc then DEL), which deletes the word before the cursor.
  case altBackspace
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Enter or Return.
  case enter
  /// Escape, reported after curses' short ESC delay (25 ms).
  case escape
  /// Backspace (DEL or BS from the terminal).
  case backspace
  /// The forward-delete key.
  case delete
  /// Insert.
  case insert
  /// F1 to F12 (and beyond, where a terminal has them).
  case function(Int)
}
