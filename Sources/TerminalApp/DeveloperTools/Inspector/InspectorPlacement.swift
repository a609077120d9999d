import CollectionView
import TerminalUI

/// Where the inspector's panel goes, so that it never covers the item it
/// explains: down the side away from the focused item, else down the
/// other side, else across the rows above or below it, else down a
/// narrower side. Where none of those leaves the item in view (a screen
/// too narrow for a panel beside the view, or an item filling the
/// screen), the panel lies over the whole view and the user turns it
/// aside to see the item (``isOverlay``).
struct InspectorPlacement: Equatable {
  /// The panel's box.
  var panel: CellRect
  /// Whether the panel lies over the whole view, to be turned aside
  /// rather than placed beside the focused item.
  var isOverlay: Bool

  /// Below this width a panel beside the view would leave the view too
  /// narrow to read: the panel becomes an overlay.
  static let minimumWidthBeside = 60
  /// A panel beside the view is this many columns wide at least, and one
  /// squeezed beside a wide item this many.
  static let sideWidth = 40
  static let narrowSideWidth = 30
  /// A panel across the screen is this many rows tall at least.
  static let minimumStripHeight = 8

  /// The placement in `area` for a focused item drawn at `focus` (nil
  /// when nothing has focus); `rowsNeeded` tells how many rows the
  /// panel's text takes at a width with at most so many rows, so a panel
  /// across the screen takes no more rows than it has lines.
  init(
    in area: CellRect,
    focus: CellRect?,
    rowsNeeded: (_ width: Int, _ height: Int) -> Int
  ) {
    guard area.width >= Self.minimumWidthBeside else {
      self.init(panel: area, isOverlay: true)
      return
    }
    let width = min(max(Self.sideWidth, area.width * 2 / 5), 56)
    let shown = focus?.intersection(area)
    guard let focus = shown, !focus.isEmpty else {
      self.init(panel: Self.side(in: area, width: width, onLeft: false), isOverlay: false)
      return
    }
    let awayOnLeft = focus.x + focus.width / 2 > area.x + area.width / 2
    var candidates = [
      Self.side(in: area, width: width, onLeft: awayOnLeft),
      Self.side(in: area, width: width, onLeft: !awayOnLeft),
    ]
    // Across the screen, first on the side of the item with more room,
    // no taller than its text there.
    let strips = [
      (room: area.maxY - focus.maxY, atBottom: true), (room: focus.y - area.y, atBottom: false),
    ].sorted { $0.room > $1.room }
    for (room, atBottom) in strips where room >= 3 {
      let height = min(room, rowsNeeded(area.width - 3, room - 2) + 2)
      guard room >= Self.minimumStripHeight || height < room else { continue }
      candidates.append(
        CellRect(
          x: area.x,
          y: atBottom ? area.maxY - height : area.y,
          width: area.width,
          height: height
        )
      )
    }
    candidates += [
      Self.side(in: area, width: Self.narrowSideWidth, onLeft: awayOnLeft),
      Self.side(in: area, width: Self.narrowSideWidth, onLeft: !awayOnLeft),
    ]
    let clear = candidates.first { $0.intersection(focus).isEmpty }
    self.init(panel: clear ?? area, isOverlay: clear == nil)
  }

  init(panel: CellRect, isOverlay: Bool) {
    self.panel = panel
    self.isOverlay = isOverlay
  }

  /// The part of `area` the panel leaves: beside it, above it or below
  /// it; nothing for an overlay.
  func uncovered(of area: CellRect) -> CellRect {
    if isOverlay { return CellRect(x: area.x, y: area.y, width: 0, height: 0) }
    if panel.width < area.width {
      return panel.x == area.x
        ? CellRect(x: panel.maxX, y: area.y, width: area.maxX - panel.maxX, height: area.height)
        : CellRect(x: area.x, y: area.y, width: panel.x - area.x, height: area.height)
    }
    return panel.y == area.y
      ? CellRect(x: area.x, y: panel.maxY, width: area.width, height: area.maxY - panel.maxY)
      : CellRect(x: area.x, y: area.y, width: area.width, height: panel.y - area.y)
  }

  private static func side(in area: CellRect, width: Int, onLeft: Bool) -> CellRect {
    CellRect(
      x: onLeft ? area.x : area.maxX - width,
      y: area.y,
      width: width,
      height: area.height
    )
  }
}
