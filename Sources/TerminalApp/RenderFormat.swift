/// What `gallery render` prints.
public enum RenderFormat: String, CaseIterable, Sendable {
  /// Exactly as many lines as the screen has rows, visible characters only.
  case text
  /// The same with colours and attributes as SGR escape codes.
  case ansi
  /// One JSON object per line for every element on screen.
  case frames
  /// The screen as an SVG image of monospace text in its colours.
  case svg
}
