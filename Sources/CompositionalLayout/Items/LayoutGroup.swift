/// A container of items or other groups, laid out along a line or by a
/// custom provider; the section repeats it until every item has a place.
public final class LayoutGroup: LayoutItem {
  enum Arrangement {
    /// Subitems one after another along `axis`. With `count`, exactly that
    /// many copies of the single subitem share the space equally; without,
    /// the subitems repeat in order while they fit.
    case stack(axis: Axis, subitems: [LayoutItem], count: Int?)
    /// Frames from a provider, one item per frame.
    case custom(LayoutGroupCustomItemProvider)
  }

  let arrangement: Arrangement

  /// Extra space between neighbouring subitems along the group's axis.
  public var interItemSpacing: LayoutSpacing?

  private init(layoutSize: LayoutSize, arrangement: Arrangement) {
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize)
  }

  /// The items and groups this group lays out; empty for a custom group.
  public var subitems: [LayoutItem] {
    if case .stack(_, let subitems, _) = arrangement { subitems } else { [] }
  }

  /// A group that places its subitems left to right, repeating them in order
  /// while they fit its width.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize,
      arrangement: .stack(axis: .horizontal, subitems: subitems, count: nil)
    )
  }

  /// A group of exactly `count` copies of `repeatingSubitem` side by side,
  /// sharing the width left after the inter-item spacing.
  public static func horizontal(
    layoutSize: LayoutSize,
    repeatingSubitem: LayoutItem,
    count: Int
  ) -> LayoutGroup {
    repeating(repeatingSubitem, count: count, along: .horizontal, layoutSize: layoutSize)
  }

  /// The same as ``horizontal(layoutSize:repeatingSubitem:count:)``, in the
  /// spelling UIKit had first and the sample uses.
  public static func horizontal(
    layoutSize: LayoutSize,
    subitem: LayoutItem,
    count: Int
  ) -> LayoutGroup {
    repeating(subitem, count: count, along: .horizontal, layoutSize: layoutSize)
  }

  /// A group that places its subitems top to bottom, repeating them in order
  /// while they fit its height.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize,
      arrangement: .stack(axis: .vertical, subitems: subitems, count: nil)
    )
  }

  /// A group of exactly `count` copies of `repeatingSubitem` stacked, sharing
  /// the height left after the inter-item spacing.
  public static func vertical(
    layoutSize: LayoutSize,
    repeatingSubitem: LayoutItem,
    count: Int
  ) -> LayoutGroup {
    repeating(repeatingSubitem, count: count, along: .vertical, layoutSize: layoutSize)
  }

  /// The same as ``vertical(layoutSize:repeatingSubitem:count:)``, in the
  /// spelling UIKit had first and the sample uses.
  public static func vertical(
    layoutSize: LayoutSize,
    subitem: LayoutItem,
    count: Int
  ) -> LayoutGroup {
    repeating(subitem, count: count, along: .vertical, layoutSize: layoutSize)
  }

  private static func repeating(
    _ subitem: LayoutItem,
    count: Int,
    along axis: Axis,
    layoutSize: LayoutSize
  ) -> LayoutGroup {
    precondition(count > 0, "A repeating group needs a count of at least 1, not \(count)")
    return LayoutGroup(
      layoutSize: layoutSize,
      arrangement: .stack(axis: axis, subitems: [subitem], count: count)
    )
  }

  /// A group whose items are wherever `itemProvider` puts them. The provider
  /// gets an environment whose container is the group's own size and returns
  /// one frame per item, in the group's coordinates.
  public static func custom(
    layoutSize: LayoutSize,
    itemProvider: @escaping LayoutGroupCustomItemProvider
  ) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider))
  }
}

/// Computes a custom group's item frames for the group's environment.
public typealias LayoutGroupCustomItemProvider = (LayoutEnvironment) -> [LayoutGroupCustomItem]
