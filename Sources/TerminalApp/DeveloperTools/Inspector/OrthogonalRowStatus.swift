import CollectionView
import CompositionalLayout

/// Where a row that scrolls sideways is: its offset, and the page or group
/// it shows by its behaviour, as the inspector prints it beside the row
/// and in its panel.
struct OrthogonalRowStatus {
  let behavior: OrthogonalScrollingBehavior
  let offset: Double
  let maximumOffset: Double
  /// Where the row can come to rest, in order; empty when anywhere.
  let restingOffsets: [Double]
  let groupCount: Int

  /// The status of section `section`'s row as `inspection` shows it; nil
  /// for a section that does not scroll sideways.
  init?(section: Int, in inspection: LayoutInspection) {
    let layout = inspection.layout
    guard let anatomy = layout.anatomy(ofSection: section),
      anatomy.orthogonalScrollingBehavior != .none
    else { return nil }
    behavior = anatomy.orthogonalScrollingBehavior
    offset = inspection.orthogonalOffset(ofSection: section)
    maximumOffset = layout.orthogonalOffsetRange(ofSection: section).upperBound
    restingOffsets = layout.orthogonalRestingOffsets(ofSection: section)
    groupCount = anatomy.groupCount
  }

  /// The resting place nearest the offset, counted from 0.
  var nearestRest: Int? {
    restingOffsets.indices.min {
      abs(restingOffsets[$0] - offset) < abs(restingOffsets[$1] - offset)
    }
  }

  /// "offset 68 of 328 · group 2 of 6": the page for a row that pages, the
  /// group at the leading edge (or centred) for one that rests on groups,
  /// the offset alone for one that rests anywhere.
  var text: String {
    let number = SizeExplanation.number
    var text = "offset \(number(offset)) of \(number(maximumOffset))"
    guard let rest = nearestRest else { return text }
    let atRest = abs(restingOffsets[rest] - offset) < 0.5
    let noun = behavior == .paging ? "page" : "group"
    let count = behavior == .paging ? restingOffsets.count : groupCount
    text += " · \(atRest ? "" : "near ")\(noun) \(rest + 1) of \(count)"
    return text
  }
}
