/// What a canvas is drawn for, besides its size: the characters and
/// colours of the terminal it goes to, whether that terminal is dark or
/// light, and the theme drawing takes its colours from. What UIKit's trait collection is to a view: known before
/// anything is drawn, so a view can measure text or keep an element's look
/// outside drawing.
public struct CanvasTraits: Hashable, Sendable {
  public var repertoire: Repertoire
  public var colorDepth: ColorDepth
  public var appearance: Appearance
  /// The palette views and cells draw in: any, the dark or light one by
  /// default.
  public var theme: Theme

  public init(
    repertoire: Repertoire = .unicode,
    colorDepth: ColorDepth = .trueColor,
    appearance: Appearance = .dark,
    theme: Theme? = nil
  ) {
    self.repertoire = repertoire
    self.colorDepth = colorDepth
    self.appearance = appearance
    self.theme = theme ?? Theme.for(appearance)
  }
}

extension Canvas {
  /// The traits the canvas is drawn for.
  public var traits: CanvasTraits {
    CanvasTraits(
      repertoire: repertoire,
      colorDepth: colorDepth,
      appearance: appearance,
      theme: theme
    )
  }

  /// A blank canvas of `width` × `height` drawn for `traits`.
  public init(width: Int, height: Int, traits: CanvasTraits) {
    self.init(
      width: width,
      height: height,
      repertoire: traits.repertoire,
      colorDepth: traits.colorDepth,
      appearance: traits.appearance,
      theme: traits.theme
    )
  }
}
