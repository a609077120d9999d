/// A key that does not type a character.
public enum Key: Hashable, Sendable {
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case tab
  /// Shift-Tab.
  case backTab
  case enter
  case escape
  case backspace
  /// The forward-delete key.
  case delete
  case insert
  /// F1 to F12 (and beyond, where a terminal has them).
  case function(Int)
}
