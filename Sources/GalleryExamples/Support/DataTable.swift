/// The data tables the examples read, each by its file name.
public enum DataTable: String, CaseIterable, Sendable {
  /// Mountains Search's mountains: `Name,height` a line.
  case mountains = "mountains.csv"
  /// The Emoji Explorer's emoji: category, emoji and name, tab-separated.
  case emoji = "emoji.tsv"
  /// The Conference Videos' videos: collection, title and category,
  /// tab-separated.
  case videos = "videos.tsv"

  /// A table's records, as its example keeps them (the mountains indexed
  /// for searching): what a reading on another thread hands back, made
  /// there whole.
  enum Records: Sendable {
    case mountains(MountainsController)
    case emoji([Emoji])
    case videos([ConferenceVideoSessionsViewController.VideoCollection])

    /// How many records: mountains, emoji or videos.
    var count: Int {
      switch self {
      case .mountains(let controller): controller.mountains.count
      case .emoji(let emoji): emoji.count
      case .videos(let collections): collections.reduce(0) { $0 + $1.videos.count }
      }
    }
  }

  /// Reads the table from `resources` as its example does, telling
  /// `progress` how far it has got; throws the error the example would
  /// show (a file that cannot be had, or the line that is malformed and
  /// why), or `CancellationError` once `progress` is cancelled.
  func records(from resources: Resources, progress: ReadProgress? = nil) throws -> Records {
    switch self {
    case .mountains:
      .mountains(
        MountainsController(mountains: try MountainsFile.load(from: resources, progress: progress))
      )
    case .emoji:
      .emoji(try Emoji.load(from: resources, progress: progress))
    case .videos:
      .videos(
        try ConferenceVideoSessionsViewController.loadCollections(
          from: resources,
          progress: progress
        )
      )
    }
  }

  /// Reads the table from `resources` as its example does and tells how
  /// many records it holds; throws the error the example would show (a
  /// file that cannot be had, or the line that is malformed and why).
  public func read(from resources: Resources) throws -> Int {
    try records(from: resources).count
  }
}
