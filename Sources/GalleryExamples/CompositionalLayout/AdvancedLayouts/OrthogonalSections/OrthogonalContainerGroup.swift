import CompositionalLayout

/// The group both orthogonal examples repeat: a large item 70% wide beside
/// a column of two stacked items, 40% of the container's height tall.
public enum OrthogonalContainerGroup {
  /// The group, `fractionalWidth` of its container wide.
  public static func make(fractionalWidth: Double) -> LayoutGroup {
    let leadingItem = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.7),
        heightDimension: .fractionalHeight(1.0)
      )
    )
    // 10pt all round in the sample: a column each side, a row below.
    leadingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)

    let trailingItem = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(0.3)
      )
    )
    trailingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
    let trailingGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.3),
        heightDimension: .fractionalHeight(1.0)
      ),
      subitem: trailingItem,
      count: 2
    )

    return LayoutGroup.horizontal(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(fractionalWidth),
        heightDimension: .fractionalHeight(0.4)
      ),
      subitems: [leadingItem, trailingGroup]
    )
  }
}
