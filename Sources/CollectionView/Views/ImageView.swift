import TerminalUI

/// A view that shows an image: UIKit's `UIImageView`, its glyph centred in
/// its frame.
open class ImageView: View {
  open var image: Image?

  /// A view showing `image`, as wide as its glyph.
  public init(image: Image?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// The glyph's width and one row.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: image.map { CharacterWidth.width(of: $0.glyph) } ?? 0, height: 1)
  }

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard let image, !frame.isEmpty else { return }
    // Drawn in the style of what is beneath, as a view without a
    // background is.
    canvas.put(
      image.glyph,
      x: frame.x,
      y: frame.y + (frame.height - 1) / 2,
      width: frame.width,
      style: canvas.style(atX: frame.x, y: frame.y),
      alignment: .center
    )
  }
}
