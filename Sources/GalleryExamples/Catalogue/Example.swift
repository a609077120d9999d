import CollectionView

/// One example of the gallery: its fixed id (`gallery <id>`), its menu
/// title, a line on what it shows (the help overlay's), the files of its
/// code, and how to make its screen.
public struct Example: Sendable {
  public let id: String
  public let title: String
  public let summary: String
  /// The names of the Swift files the example is written in, its screen's
  /// first, then the cells and helpers it uses (see `ExampleSources`).
  public let sources: [String]
  public let make: @Sendable (ExampleContext) -> Screen

  public init(
    id: String,
    title: String,
    summary: String,
    sources: [String],
    make: @escaping @Sendable (ExampleContext) -> Screen
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.sources = sources
    self.make = make
  }
}

/// A node of the outline menu: a group of nodes, or an example.
public indirect enum CatalogueNode: Sendable {
  /// A titled group; `teachesApplies` marks the groups whose examples are
  /// about applying snapshots, which get the tools for watching applies.
  case group(String, [CatalogueNode], teachesApplies: Bool = false)
  case example(Example)
}
