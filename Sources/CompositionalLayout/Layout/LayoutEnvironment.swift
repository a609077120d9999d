/// The space a layout is solved for, handed to section providers and custom
/// groups so they can adapt (more columns when wide, say).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The container's size and insets.
  public var container: LayoutContainer
  /// The height of one unit of y measured in units of x: 2 for terminal cells,
  /// which are about twice as tall as they are wide.
  public var cellAspectRatio: Double
  /// Device pixels to a layout unit, as UIKit's `traitCollection.displayScale`:
  /// the layout puts every edge on a whole pixel and gives every copy of a
  /// repeated element the same whole number of pixels, so equal items look
  /// equal once drawn; the pixels that rounding down leaves over in a group
  /// go half before its items and half after. 1 for a terminal, whose pixel is a cell; 0 keeps
  /// frames exact, for a caller that places them itself.
  public var displayScale: Double
  /// The safe area, margins and readable width of the view the layout
  /// fills, which sections measure their insets from.
  public var guides: LayoutGuides

  public init(
    container: LayoutContainer,
    cellAspectRatio: Double = 2,
    displayScale: Double = 0,
    guides: LayoutGuides = LayoutGuides()
  ) {
    self.container = container
    self.cellAspectRatio = cellAspectRatio
    self.displayScale = displayScale
    self.guides = guides
  }
}

/// A container's size, its insets, and what is left inside them.
public struct LayoutContainer: Hashable, Sendable {
  public var contentSize: Size
  public var contentInsets: DirectionalEdgeInsets

  public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The size inside the insets; never negative.
  public var effectiveContentSize: Size {
    Size(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom)
    )
  }
}
