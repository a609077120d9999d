extension Canvas {
  /// Shows the cells of `rect` (within the clip) at `opacity` over
  /// `backdrop`, for fading elements in and out; the glyphs stay.
  ///
  /// With 256 colours or more, foreground and background are blended toward
  /// the backdrop's background by 1 − `opacity` and become 24-bit colours
  /// (the terminal maps them back down to 256). A default foreground blends
  /// from the backdrop's foreground; a default background already is the
  /// backdrop and stays default. With fewer colours a blend would land on
  /// the same few colours, so the fade takes two steps instead: dim below
  /// an opacity of 0.5, unchanged from 0.5 on; so does a fade over an
  /// unknown backdrop (nil), rather than blend toward a guessed colour
  /// that would flash on a terminal of another.
  ///
  /// - Parameter opacity: 0 (invisible) to 1 (unchanged); clamped to 0...1.
  /// - Complexity: O(area of `rect`).
  public mutating func fade(_ rect: CellRect, opacity: Double, backdrop: Backdrop?) {
    let opacity = min(max(opacity, 0), 1)
    guard opacity < 1 else { return }
    guard colorDepth >= .indexed256, let backdrop else {
      if opacity < 0.5 { updateStyle(in: rect) { $0.attributes.insert(.dim) } }
      return
    }
    let amount = 1 - opacity
    let target = backdrop.background
    let defaultForeground = Color.blend(backdrop.foreground, toward: target, amount: amount)
    updateStyle(in: rect) { style in
      if let foreground = style.foreground.rgbComponents {
        style.foreground = Color.blend(foreground, toward: target, amount: amount)
      } else {
        style.foreground = defaultForeground
      }
      if let background = style.background.rgbComponents {
        style.background = Color.blend(background, toward: target, amount: amount)
      }
    }
  }
}
