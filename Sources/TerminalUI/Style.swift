/// How a cell looks: its colours and attributes.
public struct Style: Hashable, Sendable {
  /// The colour of the glyph.
  public var foreground: Color
  /// The colour behind the glyph.
  public var background: Color
  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes

  /// Creates a style; every part defaults to the terminal's own look.
  public init(
    foreground: Color = .default,
    background: Color = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours, no attributes.
  public static let plain = Style()

  /// This style with `attributes` added.
  public func adding(_ attributes: TextAttributes) -> Style {
    var style = self
    style.attributes.formUnion(attributes)
    return style
  }

  /// This style as a terminal of `depth` can show it: colours mapped down,
  /// attributes kept (they are how a monochrome terminal shows focus).
  public func converted(to depth: ColorDepth) -> Style {
    Style(
      foreground: foreground.converted(to: depth),
      background: background.converted(to: depth),
      attributes: attributes
    )
  }
}
