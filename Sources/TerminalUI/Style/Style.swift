/// How a cell looks: its colours and attributes.
public struct Style: Hashable, Sendable {
  // Colours are kept packed into integers: a frame compares every cell with
  // the previous frame's, and integer comparison is what makes that cheap.
  private var packedForeground: UInt32
  private var packedBackground: UInt32

  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes

  /// The colour of the glyph.
  public var foreground: Color {
    get { Color(packed: packedForeground) }
    set { packedForeground = newValue.packed }
  }

  /// The colour behind the glyph.
  public var background: Color {
    get { Color(packed: packedBackground) }
    set { packedBackground = newValue.packed }
  }

  /// Creates a style; every part defaults to the terminal's own look.
  public init(
    foreground: Color = .default,
    background: Color = .default,
    attributes: TextAttributes = []
  ) {
    self.packedForeground = foreground.packed
    self.packedBackground = background.packed
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

  /// This style drawn on `base`: the colours it leaves to the terminal
  /// come from `base`, and it gains `base`'s attributes. A border on a
  /// filled cell keeps the fill; text on a bar keeps the bar's colour.
  public func over(_ base: Style) -> Style {
    var style = self
    if packedForeground == 0 { style.packedForeground = base.packedForeground }
    if packedBackground == 0 { style.packedBackground = base.packedBackground }
    style.attributes.formUnion(base.attributes)
    return style
  }
}
