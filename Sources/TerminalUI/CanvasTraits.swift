/// What a canvas is drawn for, besides its size: the characters and
/// colours of the terminal it goes to and whether that terminal is dark or
/// light. What UIKit's trait collection is to a view: known before
/// anything is drawn, so a view can measure text or keep an element's look
/// outside drawing.
public struct CanvasTraits: Hashable, Sendable {
  public var repertoire: Repertoire
  public var colorDepth: ColorDepth
  public var appearance: Appearance

  public init(
    repertoire: Repertoire = .unicode,
    colorDepth: ColorDepth = .trueColor,
    appearance: Appearance = .dark
  ) {
    self.repertoire = repertoire
    self.colorDepth = colorDepth
    self.appearance = appearance
  }
}

extension Canvas {
  /// The traits the canvas is drawn for.
  public var traits: CanvasTraits {
    CanvasTraits(repertoire: repertoire, colorDepth: colorDepth, appearance: appearance)
  }

  /// A blank canvas of `width` × `height` drawn for `traits`.
  public init(width: Int, height: Int, traits: CanvasTraits) {
    self.init(
      width: width,
      height: height,
      repertoire: traits.repertoire,
      colorDepth: traits.colorDepth,
      appearance: traits.appearance
    )
  }
}

extension Terminal {
  /// The traits of the canvases drawn for the terminal in `appearance`.
  public func traits(appearance: Appearance) -> CanvasTraits {
    CanvasTraits(repertoire: repertoire, colorDepth: colorDepth, appearance: appearance)
  }
}
