/// A mouse report at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button came up.
    case release(MouseButton)
    /// A press and release the terminal reported as one click.
    case click(MouseButton)
    /// The wheel turned away from the user (content scrolls up).
    case wheelUp
    /// The wheel turned towards the user (content scrolls down).
    case wheelDown
    /// The wheel tilted left (button 6): sideways content scrolls back.
    case wheelLeft
    /// The wheel tilted right (button 7): sideways content scrolls on.
    case wheelRight

    /// Whether the primary button went down or clicked: what selects. A
    /// terminal reports presses (``CursesTerminal`` asks for no click detection,
    /// which would hold each press back); key scripts name clicks.
    public var isPrimaryClick: Bool {
      self == .press(.left) || self == .click(.left)
    }
  }

  /// What the mouse did.
  public var kind: Kind
  /// The column under the pointer.
  public var x: Int
  /// The row under the pointer.
  public var y: Int

  /// Creates a mouse report.
  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
  /// The primary button.
  case left
  /// The middle button or wheel press.
  case middle
  /// The secondary button.
  case right
}
