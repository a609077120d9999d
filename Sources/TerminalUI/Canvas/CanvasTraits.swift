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
  /// The colours behind the terminal's defaults, which fades blend
  /// toward: the appearance's reference terminal unless the terminal told
  /// its own; nil where a live terminal did not say, and fades then dim
  /// rather than blend toward a guess.
  public var backdrop: Backdrop?
  /// Whether the user asked for less motion (`--reduce-motion`), as
  /// UIKit's `isReduceMotionEnabled`: what would slide jumps instead.
  public var reducesMotion = false

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
    backdrop = appearance.backdrop
  }
}

extension Canvas {
  /// The traits the canvas is drawn for.
  public var traits: CanvasTraits {
    var traits = CanvasTraits(
      repertoire: repertoire,
      colorDepth: colorDepth,
      appearance: appearance,
      theme: theme
    )
    traits.backdrop = backdrop
    traits.reducesMotion = reducesMotion
    return traits
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
    backdrop = traits.backdrop
    reducesMotion = traits.reducesMotion
  }
}
