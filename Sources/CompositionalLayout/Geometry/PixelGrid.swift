/// The whole device pixels of a display, `scale` of them to a layout unit:
/// the lengths and edges a layout solved for that display snaps to.
///
/// Rounding each edge of a repeated fractional size on its own gives
/// neighbours that differ by a pixel (rows 5, 5 and 6 tall); a layout that
/// snaps a repeated size once and tiles it keeps them equal. A scale of 0
/// (or less) is no display at all: every length stays exact.
struct PixelGrid: Hashable, Sendable {
  let scale: Double

  /// How far short of a whole pixel a length may be and still count as it,
  /// in pixels: 16 worked out as 15.999999 is 16, not 15.
  private static let tolerance = 1e-6

  var isActive: Bool { scale > 0 }

  /// The nearest whole-pixel length or position, a half rounded up: the
  /// same way on both sides of 0, so a rectangle keeps its size wherever
  /// it is moved by whole pixels.
  func rounded(_ value: Double) -> Double {
    guard isActive else { return value }
    return (value * scale + 0.5).rounded(.down) / scale
  }

  /// The longest whole-pixel length that is not longer than `length`, so
  /// copies of it tiled across a container never overflow it.
  func floored(_ length: Double) -> Double {
    guard isActive else { return length }
    return (length * scale + Self.tolerance).rounded(.down) / scale
  }

  /// The length of a span `length` long starting at `start` once both its
  /// edges are on the nearest pixels: neighbours snapped this way tile.
  func spanned(_ length: Double, from start: Double) -> Double {
    guard isActive else { return length }
    return rounded(start + length) - rounded(start)
  }

  func rounded(_ size: Size) -> Size {
    guard isActive else { return size }
    return Size(width: rounded(size.width), height: rounded(size.height))
  }

  func rounded(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    guard isActive else { return insets }
    return DirectionalEdgeInsets(
      top: rounded(insets.top),
      leading: rounded(insets.leading),
      bottom: rounded(insets.bottom),
      trailing: rounded(insets.trailing)
    )
  }

  /// The rectangle with each edge on the nearest pixel: a whole-pixel
  /// rectangle moved by a whole number of pixels keeps its size.
  func rounded(_ rect: Rect) -> Rect {
    guard isActive else { return rect }
    let x = rounded(rect.minX)
    let y = rounded(rect.minY)
    return Rect(x: x, y: y, width: rounded(rect.maxX) - x, height: rounded(rect.maxY) - y)
  }

  /// `insets` moved so the room they leave inside `size` has whole-pixel
  /// edges, each edge rounded as the view would round it.
  func insets(_ insets: DirectionalEdgeInsets, within size: Size) -> DirectionalEdgeInsets {
    guard isActive, insets != .zero else { return insets }
    let inner = rounded(Rect(origin: .zero, size: size).inset(by: insets))
    return DirectionalEdgeInsets(
      top: inner.minY,
      leading: inner.minX,
      bottom: size.height - inner.maxY,
      trailing: size.width - inner.maxX
    )
  }
}
