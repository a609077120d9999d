/// Which elements with estimated dimensions a solve measures, as UIKit
/// self-sizes only the cells it shows: the elements whose estimated frames
/// meet ``window``, and those measured before (whose answers the fitting
/// callback already knows, so a size once measured stands wherever its
/// element lies). Everywhere else the estimate stands, and nothing is asked.
///
/// A solve with a scope costs its fitting calls for the window and for the
/// groups holding measured items, not one a item: a list of a million
/// estimated rows asks about a screenful.
public struct SelfSizingScope: Hashable, Sendable {
  /// The stretch along the scroll axis, in layout coordinates, whose
  /// estimated elements are measured: from the top of the visible bounds
  /// to a little past their end, so that what is measured never moves the
  /// first visible row.
  public var window: Range<Double>
  /// Items measured before, by section: item indices, ascending. The
  /// groups holding them are measured wherever they lie.
  public var measuredItems: [Int: [Int]]
  /// Sections whose headers, footers and side views were measured before.
  public var measuredSections: Set<Int>

  public init(
    window: Range<Double>,
    measuredItems: [Int: [Int]] = [:],
    measuredSections: Set<Int> = []
  ) {
    self.window = window
    self.measuredItems = measuredItems
    self.measuredSections = measuredSections
  }

  /// Whether an element spanning `start..<end` along the scroll axis meets
  /// the window.
  func meets(_ start: Double, _ end: Double) -> Bool {
    start < window.upperBound && end > window.lowerBound
  }
}
