/// The sideways geometry of an orthogonally scrolling section: its viewport,
/// its content, and where each behaviour lets it come to rest.
///
/// Offsets are measured along the row from its viewport's start: 0 shows
/// the content's leading edge, `maximumOffset` its trailing edge.
struct OrthogonalRow: Sendable {
  let behavior: OrthogonalScrollingBehavior
  /// The sideways axis.
  let axis: Axis
  /// Where the viewport starts on the sideways axis, in layout coordinates.
  let viewportStart: Double
  /// The visible length of the row: a page.
  let viewportLength: Double
  /// Space before the first group and after the last.
  let leadingPadding: Double
  let trailingPadding: Double
  /// The length of the content, padding included.
  let contentExtent: Double
  /// The pixels the row comes to rest on, so a resting row shows whole cells.
  let grid: PixelGrid

  var maximumOffset: Double { max(0, contentExtent - viewportLength) }

  func clamp(_ offset: Double) -> Double {
    min(max(offset, 0), maximumOffset)
  }
}
