/// Finds the sections that may draw into a span of the scroll axis by binary
/// search, so a query costs the sections on screen rather than all of them
/// (unless one draws far outside its frame, which widens every span it
/// reaches).
///
/// Sections follow each other along the axis, but what they draw may reach
/// past their frames (a badge pushed out, a header offset upwards), so their
/// drawn extents may overlap and are not sorted. Two running extremes are:
/// the furthest any section up to each one reaches, and the nearest any
/// section from each one on starts. A section before the first whose running
/// reach passes the span's start cannot meet the span, nor can one from the
/// first whose running start is at or past the span's end.
struct SectionLocator: Sendable {
  /// For each section, the greatest end along the axis of the drawn extents
  /// of it and every section before it.
  private let reachedEnds: [Double]
  /// For each section, the least start along the axis of the drawn extents
  /// of it and every section after it.
  private let reachedStarts: [Double]

  /// - Complexity: O(sections).
  init(_ sections: [SolvedSection], axis: Axis) {
    var ends: [Double] = []
    ends.reserveCapacity(sections.count)
    var furthest = -Double.infinity
    for section in sections {
      furthest = max(furthest, section.bounds.max(axis))
      ends.append(furthest)
    }
    var starts = [Double](repeating: .infinity, count: sections.count)
    var nearest = Double.infinity
    for position in sections.indices.reversed() {
      nearest = min(nearest, sections[position].bounds.min(axis))
      starts[position] = nearest
    }
    reachedEnds = ends
    reachedStarts = starts
  }

  /// The sections, by index, whose drawn extents may overlap `low..<high`
  /// along the axis (touching does not count, as in `Rect.intersects`);
  /// every section whose extent does overlap it is among them.
  /// - Complexity: O(log sections).
  func sections(overlapping low: Double, _ high: Double) -> Range<Int> {
    let first = reachedEnds.partitionPoint { $0 > low }
    let end = reachedStarts.partitionPoint { $0 >= high }
    return first..<max(first, end)
  }

  #if GALLERY_INTERNAL_CHECKS
    /// Checks that both running extremes are sorted, as the binary search
    /// needs.
    func _checkInvariants() {
      precondition(reachedEnds.count == reachedStarts.count, "one of each a section")
      for position in reachedEnds.indices.dropFirst() {
        precondition(reachedEnds[position - 1] <= reachedEnds[position], "reach goes back")
        precondition(reachedStarts[position - 1] <= reachedStarts[position], "start goes back")
      }
    }
  #endif
}
