/// Something about a layout that could not be honoured. Solving never traps
/// on a layout that does not fit; it does its best and says so here.
public enum LayoutDiagnostic: Hashable, Sendable {
  /// The section provider returned nil; the section is laid out empty.
  case sectionProviderReturnedNil(section: Int)
  /// Insets took more than the room there was; what was left was clamped to
  /// zero. `size` is the (negative) effective size that was asked for.
  case negativeEffectiveSize(section: Int, size: Size)
  /// A custom group's provider returned no frames, so it holds no items and
  /// its section's items have no place.
  case emptyCustomGroup(section: Int)
  /// A boundary supplementary item aligned `.none` has no place and is left
  /// out; `section` is nil for an item of the whole layout.
  case unalignedBoundaryItem(section: Int?, elementKind: String)
}

extension LayoutDiagnostic {
  /// The same diagnostic about the section now at `index`; one about the
  /// whole layout stays as it is.
  func inSection(_ index: Int) -> LayoutDiagnostic {
    switch self {
    case .sectionProviderReturnedNil: .sectionProviderReturnedNil(section: index)
    case .negativeEffectiveSize(_, let size): .negativeEffectiveSize(section: index, size: size)
    case .emptyCustomGroup: .emptyCustomGroup(section: index)
    case .unalignedBoundaryItem(let section, let kind):
      .unalignedBoundaryItem(section: section.map { _ in index }, elementKind: kind)
    }
  }
}

extension LayoutDiagnostic: CustomStringConvertible {
  public var description: String {
    switch self {
    case .sectionProviderReturnedNil(let section):
      "section \(section): the section provider returned nil; the section is empty"
    case .negativeEffectiveSize(let section, let size):
      "section \(section): insets leave a negative effective size \(size); clamped to zero"
    case .emptyCustomGroup(let section):
      "section \(section): a custom group returned no items; the section's items have no place"
    case .unalignedBoundaryItem(let section, let kind):
      "\(section.map { "section \($0)" } ?? "layout"): boundary item '\(kind)' is aligned "
        + ".none and has no place"
    }
  }
}
