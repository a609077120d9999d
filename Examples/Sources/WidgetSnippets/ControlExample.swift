import CollectionView

/// A quantity from 0 to 9, drawn `- 3 +`: while it has the keyboard, +
/// and - change it, each change sending `.valueChanged` to its actions.
/// Disabled, it dims and Tab passes it by.
final class QuantityControl: Control {
  private(set) var value = 1

  override var intrinsicContentSize: CellSize { CellSize(width: 5, height: 1) }

  override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled, isFirstResponder else { return false }
    switch event {
    case .character("+") where value < 9: value += 1
    case .character("-") where value > 0: value -= 1
    case .character("+"), .character("-"): return true
    default: return false
    }
    sendActions(for: .valueChanged)
    return true
  }

  override func draw(into canvas: inout Canvas, now: Double) {
    var style = isFirstResponder ? canvas.theme.focused : Style.plain
    if !isEnabled { style = style.adding(.dim) }
    canvas.put("- \(value) +", x: frame.x, y: frame.y, style: style)
  }
}
