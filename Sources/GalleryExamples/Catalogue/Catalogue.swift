import CollectionView

/// The outline menu's tree: the one place that lists the examples. Adding an
/// example is one entry here.
public enum Catalogue {
  /// The title of the menu and the root of every title path.
  public static let title = "Modern Collection Views"

  public static let root: [CatalogueNode] = [
    .group(
      "Compositional Layout",
      [
        .group(
          "Getting Started",
          [
            .example(
              Example(
                id: "list",
                title: "List",
                summary:
                  "One full-width row per item: the simplest compositional layout, an item and a group as wide as the screen.",
                sources: ["ListViewController.swift", "ListCell.swift"]
              ) { ListViewController(context: $0) }
            ),
            .example(
              Example(
                id: "grid",
                title: "Grid",
                summary:
                  "Five square items a row: each item is a fifth of the width, and its height comes from the same fraction.",
                sources: ["GridViewController.swift", "TextCell.swift"]
              ) { GridViewController(context: $0) }
            ),
            .example(
              Example(
                id: "inset-items-grid",
                title: "Inset Items Grid",
                summary:
                  "The grid again, with content insets on every item, so the cells stand apart.",
                sources: ["InsetItemsGridViewController.swift", "TextCell.swift"]
              ) {
                InsetItemsGridViewController(context: $0)
              }
            ),
            .example(
              Example(
                id: "two-column-grid",
                title: "Two-Column Grid",
                summary:
                  "A group that repeats one item twice across, with spacing between: two columns, whatever the width.",
                sources: ["TwoColumnViewController.swift", "TextCell.swift"]
              ) {
                TwoColumnViewController(context: $0)
              }
            ),
            .group(
              "Per-Section Layout",
              [
                .example(
                  Example(
                    id: "distinct-sections",
                    title: "Distinct Sections",
                    summary:
                      "Each section its own layout: a list, a five-column grid and a three-column grid, chosen by section index.",
                    sources: [
                      "DistinctSectionsViewController.swift", "SectionLayoutKind.swift",
                      "ListCell.swift", "TextCell.swift",
                    ]
                  ) {
                    DistinctSectionsViewController(context: $0)
                  }
                ),
                .example(
                  Example(
                    id: "adaptive-sections",
                    title: "Adaptive Sections",
                    summary:
                      "The sections' column counts follow the width of the screen: resize the terminal to see them change.",
                    sources: [
                      "AdaptiveSectionsViewController.swift", "SectionLayoutKind.swift",
                      "ListCell.swift", "TextCell.swift",
                    ]
                  ) {
                    AdaptiveSectionsViewController(context: $0)
                  }
                ),
              ]
            ),
          ]
        ),
        .group(
          "Advanced Layouts",
          [
            .group(
              "Supplementary Views",
              [
                .example(
                  Example(
                    id: "item-badges",
                    title: "Item Badges",
                    summary:
                      "Badges attached to items as supplementary views, anchored to the top-trailing corner, with random counts.",
                    sources: [
                      "ItemBadgesViewController.swift", "BadgeView.swift", "TextCell.swift",
                    ]
                  ) {
                    ItemBadgesViewController(context: $0)
                  }
                ),
                .example(
                  Example(
                    id: "section-headers-footers",
                    title: "Section Headers/Footers",
                    summary:
                      "Each section opens with a header and closes with a footer, both boundary supplementary items sized by their text.",
                    sources: [
                      "SectionHeadersFootersViewController.swift", "TitleSupplementaryView.swift",
                      "ListCell.swift",
                    ]
                  ) {
                    SectionHeadersFootersViewController(context: $0)
                  }
                ),
                .example(
                  Example(
                    id: "pinned-section-headers",
                    title: "Pinned Section Headers",
                    summary:
                      "Headers pinned to the top while their section scrolls by, pushed off by the next one.",
                    sources: [
                      "PinnedSectionHeadersViewController.swift",
                      "SectionHeadersFootersViewController.swift", "TitleSupplementaryView.swift",
                      "ListCell.swift",
                    ]
                  ) {
                    PinnedSectionHeadersViewController(context: $0)
                  }
                ),
              ]
            ),
            .example(
              Example(
                id: "section-background-decoration",
                title: "Section Background Decoration",
                summary:
                  "A decoration view behind each section, placed by the layout and inset from the section's edges.",
                sources: [
                  "SectionBackgroundDecorationViewController.swift",
                  "SectionBackgroundDecorationView.swift", "ListCell.swift",
                ]
              ) {
                SectionBackgroundDecorationViewController(context: $0)
              }
            ),
            .example(
              Example(
                id: "nested-groups",
                title: "Nested Groups",
                summary:
                  "Groups inside groups: a large item beside two stacked ones, repeated down the screen.",
                sources: ["NestedGroupsViewController.swift", "TextCell.swift"]
              ) {
                NestedGroupsViewController(context: $0)
              }
            ),
            .group(
              "Orthogonal Sections",
              [
                .example(
                  Example(
                    id: "orthogonal-sections",
                    title: "Orthogonal Sections",
                    summary:
                      "Sections that scroll sideways inside a vertical layout: a large item beside a stack of two, per row.",
                    sources: [
                      "OrthogonalScrollingViewController.swift", "OrthogonalContainerGroup.swift",
                      "TextCell.swift",
                    ]
                  ) {
                    OrthogonalScrollingViewController(context: $0)
                  }
                ),
                .example(
                  Example(
                    id: "orthogonal-section-behaviors",
                    title: "Orthogonal Section Behaviors",
                    summary:
                      "One sideways row per scrolling behaviour: continuous, to the leading edge, paging, group paging and centred group paging.",
                    sources: [
                      "OrthogonalScrollBehaviorViewController.swift",
                      "OrthogonalContainerGroup.swift", "TitleSupplementaryView.swift",
                      "TextCell.swift",
                    ]
                  ) {
                    OrthogonalScrollBehaviorViewController(context: $0)
                  }
                ),
              ]
            ),
          ]
        ),
        .group(
          "Conference App",
          [
            .example(
              Example(
                id: "conference-videos",
                title: "Videos",
                summary:
                  "Video collections in sideways rows of cards, each with its collection's title as a header.",
                sources: [
                  "ConferenceVideoSessionsViewController.swift", "ConferenceVideoCell.swift",
                  "TitleSupplementaryView.swift",
                ]
              ) { context in
                context.screen(reading: .videos) {
                  try ConferenceVideoSessionsViewController.make(context: context)
                }
              }
            ),
            .example(
              Example(
                id: "conference-news",
                title: "News",
                summary:
                  "A news feed of self-sizing items: titles, dates and stories of different lengths.",
                sources: ["ConferenceNewsFeedViewController.swift", "ConferenceNewsFeedCell.swift"]
              ) {
                ConferenceNewsFeedViewController(context: $0)
              }
            ),
          ]
        ),
      ]
    ),
    .group(
      "Diffable Data Source",
      [
        .example(
          Example(
            id: "mountains-search",
            title: "Mountains Search",
            summary:
              "Every mountain in a grid of names; typing filters it, and each keystroke's result is a snapshot whose difference animates.",
            sources: ["MountainsViewController.swift", "LabelCell.swift", "CellLabel.swift"]
          ) { context in
            context.screen(reading: .mountains) {
              try MountainsViewController.make(context: context)
            }
          }
        ),
        .example(
          Example(
            id: "wifi-settings",
            title: "Settings: Wi-Fi",
            summary:
              "Settings with a Wi-Fi switch and the networks in range, rescanned every few seconds; each scan is a snapshot, and the switch inserts or removes the networks.",
            sources: ["WiFiSettingsViewController.swift"]
          ) {
            WiFiSettingsViewController(context: $0)
          }
        ),
        .example(
          Example(
            id: "insertion-sort",
            title: "Insertion Sort Visualization",
            summary:
              "Rows of colour swatches, shuffled; Sort runs an insertion sort on every row, one step at a time, each step a snapshot the data source animates.",
            sources: ["InsertionSortViewController.swift", "SortNodeCell.swift"]
          ) {
            InsertionSortViewController(context: $0)
          }
        ),
        .example(
          Example(
            id: "table-view-editing",
            title: "Table View: Editing",
            summary:
              "Mountains in sections by height. Edit shows delete and reorder controls; each change is a new snapshot the data source animates.",
            sources: ["TableViewEditingViewController.swift", "TitleSupplementaryView.swift"]
          ) { context in
            context.screen(reading: .mountains) {
              try TableViewEditingViewController.make(context: context)
            }
          }
        ),
      ],
      teachesApplies: true
    ),
    .group(
      "Lists",
      [
        .example(
          Example(
            id: "simple-list",
            title: "Simple List",
            summary:
              "A list made by a list configuration rather than by hand: one inset-grouped section of rows.",
            sources: ["SimpleListViewController.swift"]
          ) {
            SimpleListViewController(context: $0)
          }
        ),
        .example(
          Example(
            id: "reorderable-list",
            title: "Reorderable List",
            summary:
              "Emoji in sections by category. Rows move within and across sections; the data source hands each reorder to the backing store, by final snapshot or by collection difference (t switches).",
            sources: ["ReorderableListViewController.swift"]
          ) { context in
            context.screen(reading: .emoji) {
              try ReorderableListViewController.make(context: context)
            }
          }
        ),
        .example(
          Example(
            id: "list-appearances",
            title: "List Appearances",
            summary:
              "One outline in each of the list appearances: plain, sidebar plain, sidebar, grouped and inset grouped (a switches).",
            sources: ["ListAppearancesViewController.swift"]
          ) {
            ListAppearancesViewController(context: $0)
          }
        ),
        .example(
          Example(
            id: "custom-cell-list",
            title: "List with Custom Cells",
            summary:
              "Rows of a custom cell: a list content configuration on the left, the item's category on the right.",
            sources: ["CustomCellListViewController.swift", "CustomListCell.swift"]
          ) {
            CustomCellListViewController(context: $0)
          }
        ),
      ],
      teachesApplies: true
    ),
    .group(
      "Outlines",
      [
        .example(
          Example(
            id: "emoji-explorer",
            title: "Emoji Explorer",
            summary:
              "Three sections, three layouts: recent emoji in a sideways row, an outline of categories, and a list with a star per emoji (the sample's swipe action).",
            sources: [
              "EmojiExplorerViewController.swift", "EmojiTileCell.swift", "EmojiDetailScreen.swift",
            ]
          ) { context in
            context.screen(reading: .emoji) {
              try EmojiExplorerViewController.make(context: context)
            }
          }
        ),
        .example(
          Example(
            id: "emoji-explorer-list",
            title: "Emoji Explorer - List",
            summary:
              "Every emoji in an inset-grouped section per category, each row a cell registration's content configuration.",
            sources: ["EmojiExplorerListViewController.swift", "EmojiDetailScreen.swift"]
          ) { context in
            context.screen(reading: .emoji) {
              try EmojiExplorerListViewController.make(context: context)
            }
          }
        ),
      ],
      teachesApplies: true
    ),
    .group(
      "Cell Configurations",
      [
        .example(
          Example(
            id: "custom-configurations",
            title: "Custom Configurations",
            summary:
              "Symbols in cells of custom background and content configurations, flowing in rows: each cell a tile, focus fills it with the focus colour, selection with the tint.",
            sources: [
              "CustomConfigurationViewController.swift", "CustomConfigurationCell.swift",
              "CustomBackgroundConfiguration.swift", "CustomContentConfiguration.swift",
            ]
          ) {
            CustomConfigurationViewController(context: $0)
          }
        )
      ]
    ),
  ]

  /// The files of the menu's code: its screen's, then this catalogue.
  public static let menuSources = ["OutlineMenuViewController.swift", "Catalogue.swift"]

  /// Every example with the titles of the groups above it, in menu order.
  public static let examples: [(path: [String], example: Example)] = {
    var result: [(path: [String], example: Example)] = []
    func walk(_ nodes: [CatalogueNode], path: [String]) {
      for node in nodes {
        switch node {
        case .group(let title, let children, _): walk(children, path: path + [title])
        case .example(let example): result.append((path + [example.title], example))
        }
      }
    }
    walk(root, path: [])
    return result
  }()

  /// The ids of the examples in groups that teach applies.
  private static let applyExamples: Set<String> = {
    var ids: Set<String> = []
    func walk(_ nodes: [CatalogueNode], teachesApplies: Bool) {
      for node in nodes {
        switch node {
        case .group(_, let children, let teaches):
          walk(children, teachesApplies: teachesApplies || teaches)
        case .example(let example):
          if teachesApplies { ids.insert(example.id) }
        }
      }
    }
    walk(root, teachesApplies: false)
    return ids
  }()

  /// The example with `id`, and its menu path.
  public static func example(id: String) -> (path: [String], example: Example)? {
    examples.first { $0.example.id == id }
  }

  /// The files of the code behind `id`, an example or "menu", its own
  /// screen's first.
  public static func sources(for id: String) -> [String]? {
    id == "menu" ? menuSources : example(id: id)?.example.sources
  }

  /// Whether `id` is one of the examples about applying snapshots (in a
  /// group that ``CatalogueNode/group(_:_:teachesApplies:)`` marks: the
  /// Diffable Data Source, Lists and Outlines groups), whose applies the
  /// gallery's diff readout, snapshot panel and slow motion are for.
  public static func isDataSourceExample(_ id: String) -> Bool {
    applyExamples.contains(id)
  }

  /// The title bar's text for a menu path.
  public static func title(for path: [String]) -> String {
    TitlePath.joined(path)
  }

  /// Makes the screen of the example `id` in `session`, titled with its
  /// menu path and its own title.
  public static func makeScreen(id: String, session: GallerySession) -> Screen? {
    guard let (path, example) = example(id: id) else { return nil }
    return example.make(
      ExampleContext(
        session: session,
        menuPath: path,
        summary: example.summary,
        id: example.id
      )
    )
  }
}
