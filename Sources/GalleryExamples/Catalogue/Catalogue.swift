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
            .example(Example(id: "list", title: "List") { ListViewController(context: $0) }),
            .example(Example(id: "grid", title: "Grid") { GridViewController(context: $0) }),
            .example(
              Example(id: "inset-items-grid", title: "Inset Items Grid") {
                InsetItemsGridViewController(context: $0)
              }
            ),
            .example(
              Example(id: "two-column-grid", title: "Two-Column Grid") {
                TwoColumnViewController(context: $0)
              }
            ),
            .group(
              "Per-Section Layout",
              [
                .example(
                  Example(id: "distinct-sections", title: "Distinct Sections") {
                    DistinctSectionsViewController(context: $0)
                  }
                ),
                .example(
                  Example(id: "adaptive-sections", title: "Adaptive Sections") {
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
                  Example(id: "item-badges", title: "Item Badges") {
                    ItemBadgesViewController(context: $0)
                  }
                ),
                .example(
                  Example(id: "section-headers-footers", title: "Section Headers/Footers") {
                    SectionHeadersFootersViewController(context: $0)
                  }
                ),
                .example(
                  Example(id: "pinned-section-headers", title: "Pinned Section Headers") {
                    PinnedSectionHeadersViewController(context: $0)
                  }
                ),
              ]
            ),
            .example(
              Example(id: "section-background-decoration", title: "Section Background Decoration") {
                SectionBackgroundDecorationViewController(context: $0)
              }
            ),
            .example(
              Example(id: "nested-groups", title: "Nested Groups") {
                NestedGroupsViewController(context: $0)
              }
            ),
            .group(
              "Orthogonal Sections",
              [
                .example(
                  Example(id: "orthogonal-sections", title: "Orthogonal Sections") {
                    OrthogonalScrollingViewController(context: $0)
                  }
                ),
                .example(
                  Example(id: "orthogonal-section-behaviors", title: "Orthogonal Section Behaviors")
                  {
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
              Example(id: "conference-videos", title: "Videos") {
                ConferenceVideoSessionsViewController(context: $0)
              }
            ),
            .example(
              Example(id: "conference-news", title: "News") {
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
          Example(id: "mountains-search", title: "Mountains Search") { context in
            context.screen { try MountainsViewController.make(context: context) }
          }
        ),
        .example(
          Example(id: "wifi-settings", title: "Settings: Wi-Fi") {
            WiFiSettingsViewController(context: $0)
          }
        ),
        .example(
          Example(id: "insertion-sort", title: "Insertion Sort Visualization") {
            InsertionSortViewController(context: $0)
          }
        ),
        .example(
          Example(id: "table-view-editing", title: "Table View: Editing") { context in
            context.screen { try TableViewEditingViewController.make(context: context) }
          }
        ),
      ]
    ),
    .group(
      "Lists",
      [
        .example(
          Example(id: "simple-list", title: "Simple List") {
            SimpleListViewController(context: $0)
          }
        ),
        .example(
          Example(id: "reorderable-list", title: "Reorderable List") {
            ReorderableListViewController(context: $0)
          }
        ),
        .example(
          Example(id: "list-appearances", title: "List Appearances") {
            ListAppearancesViewController(context: $0)
          }
        ),
        .example(
          Example(id: "custom-cell-list", title: "List with Custom Cells") {
            CustomCellListViewController(context: $0)
          }
        ),
      ]
    ),
    .group(
      "Outlines",
      [
        .example(
          Example(id: "emoji-explorer", title: "Emoji Explorer") {
            EmojiExplorerViewController(context: $0)
          }
        ),
        .example(
          Example(id: "emoji-explorer-list", title: "Emoji Explorer - List") {
            EmojiExplorerListViewController(context: $0)
          }
        ),
      ]
    ),
    .group(
      "Cell Configurations",
      [
        .example(
          Example(id: "custom-configurations", title: "Custom Configurations") {
            CustomConfigurationViewController(context: $0)
          }
        )
      ]
    ),
  ]

  /// Every example with the titles of the groups above it, in menu order.
  public static let examples: [(path: [String], example: Example)] = {
    var result: [(path: [String], example: Example)] = []
    func walk(_ nodes: [CatalogueNode], path: [String]) {
      for node in nodes {
        switch node {
        case .group(let title, let children): walk(children, path: path + [title])
        case .example(let example): result.append((path + [example.title], example))
        }
      }
    }
    walk(root, path: [])
    return result
  }()

  /// The example with `id`, and its menu path.
  public static func example(id: String) -> (path: [String], example: Example)? {
    examples.first { $0.example.id == id }
  }

  /// The title bar's text for a menu path.
  public static func title(for path: [String]) -> String {
    TitlePath.joined(path)
  }

  /// Makes the screen of the example `id` in `session`, titled with its
  /// menu path.
  public static func makeScreen(id: String, session: GallerySession) -> Screen? {
    guard let (path, example) = example(id: id) else { return nil }
    return example.make(ExampleContext(session: session, title: title(for: path)))
  }
}
