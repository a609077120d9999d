extension LayoutSection {
  /// A list section: one full-width row per item, with the configuration's
  /// insets, headers and footers.
  public static func list(
    using configuration: ListConfiguration,
    layoutEnvironment: LayoutEnvironment
  ) -> LayoutSection {
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
    let item = LayoutItem(layoutSize: row)
    let group = LayoutGroup.vertical(layoutSize: row, subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = configuration.contentInsets
    section.boundaryPadding = (
      before: configuration.headerMode == .supplementary ? configuration.headerTopPadding ?? 0 : 0,
      after: configuration.sectionSpacing
    )
    // A separator takes a row of its own between two rows: the view draws
    // it in the gap, so none follows a section's last row.
    section.interGroupSpacing = configuration.showsSeparators ? 1 : 0
    section.listConfiguration = configuration
    let line = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
    if configuration.headerMode == .supplementary {
      let header = LayoutBoundarySupplementaryItem(
        layoutSize: line,
        elementKind: ListConfiguration.headerElementKind,
        alignment: .top
      )
      header.pinToVisibleBounds = configuration.pinsHeaders
      header.zIndex = 2
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          layoutSize: line,
          elementKind: ListConfiguration.footerElementKind,
          alignment: .bottom
        )
      )
    }
    return section
  }
}

extension CompositionalLayout {
  /// A layout whose every section is a list of `configuration`. In the
  /// plain appearances a blank line comes between sections that have
  /// headers, so a section's last row does not sit against the next
  /// one's header (the grouped ones space theirs already).
  public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
    let layoutConfiguration = CompositionalLayoutConfiguration()
    if configuration.sectionSpacing == 0 && configuration.headerMode != .none {
      layoutConfiguration.interSectionSpacing = 1
    }
    return CompositionalLayout(
      sectionProvider: { _, environment in
        LayoutSection.list(using: configuration, layoutEnvironment: environment)
      },
      configuration: layoutConfiguration
    )
  }
}
