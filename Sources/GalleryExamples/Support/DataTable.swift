/// The data tables the examples read, each by its file name.
public enum DataTable: String, CaseIterable, Sendable {
  /// Mountains Search's mountains: `Name,height` a line.
  case mountains = "mountains.csv"
  /// The Emoji Explorer's emoji: category, emoji and name, tab-separated.
  case emoji = "emoji.tsv"
  /// The Conference Videos' videos: collection, title and category,
  /// tab-separated.
  case videos = "videos.tsv"

  /// Reads the table from `resources` as its example does and tells how
  /// many records it holds; throws the error the example would show (a
  /// file that cannot be had, or the line that is malformed and why).
  public func read(from resources: Resources) throws -> Int {
    switch self {
    case .mountains:
      try MountainsFile.load(from: resources).count
    case .emoji:
      try Emoji.load(from: resources).count
    case .videos:
      try ConferenceVideoSessionsViewController.loadCollections(from: resources)
        .reduce(0) { $0 + $1.videos.count }
    }
  }
}
