import CompositionalLayout
import Testing

@Suite struct VisualDescriptionTests {
  /// The sample's nested groups, drawn as a tree.
  @Test func aGroupDrawsItsSubitemsAsATree() {
    let leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    let trailingItem = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
    let trailing = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
      subitem: trailingItem,
      count: 2
    )
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
      subitems: [leading, trailing]
    )
    #expect(
      group.visualDescription() == """
        horizontal group: width .fractionalWidth(1.0), height .fractionalHeight(0.4)
        ├─ item: width .fractionalWidth(0.7), height .fractionalHeight(1.0)
        └─ vertical group ×2: width .fractionalWidth(0.3), height .fractionalHeight(1.0)
           └─ item: width .fractionalWidth(1.0), height .fractionalHeight(0.3)
        """
    )
  }

  @Test func dimensionsReadAsTheCodeThatMakesThem() {
    #expect("\(LayoutDimension.estimated(44))" == ".estimated(44.0)")
    #expect("\(LayoutDimension.absolute(2))" == ".absolute(2.0)")
  }
}
