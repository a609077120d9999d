import CollectionView

/// A row of column titles on the theme's header bar.
final class HeadingBar: View {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  /// A row high, as wide as it is made.
  override var intrinsicContentSize: CellSize {
    CellSize(width: View.noIntrinsicMetric, height: 1)
  }

  override func draw(into canvas: inout Canvas, now: Double) {
    canvas.fill(frame, style: canvas.theme.headerBar)
    canvas.put(text, x: frame.x, y: frame.y, width: frame.width, style: canvas.theme.headerBar)
  }
}
