import CollectionView

/// One run of the gallery, shared by every screen it opens: the clock, the
/// seed, where the data files are, and the models examples edit. A model
/// lives here rather than in its screen so an edit survives leaving the
/// screen and opening it again.
public final class GallerySession {
  public let clock: AnimationClock
  /// Fixes every random choice (badge counts, Wi-Fi changes, shuffles).
  public let seed: UInt64
  public let resources: Resources
  /// Whether a data file is read on a thread of its own while its example
  /// shows how far the reading has got, so that keys and resizes are
  /// answered meanwhile: for a person at a terminal. Otherwise (`render`,
  /// `record`, tests) it is read at once, and the same arguments give the
  /// same screens.
  public var readsDataInBackground = false

  private var models: [ObjectIdentifier: AnyObject] = [:]
  private var mountains: MountainsController?
  private var emoji: [Emoji]?
  private var videos: [ConferenceVideoSessionsViewController.VideoCollection]?

  public init(clock: AnimationClock, seed: UInt64, resources: Resources = .forCurrentProcess()) {
    self.clock = clock
    self.seed = seed
    self.resources = resources
  }

  /// The session's one `Model`, made on first use. When making it fails
  /// the next call tries again, so fixing a data file needs no restart.
  func model<Model: AnyObject>(_ make: () throws -> Model) throws -> Model {
    if let model = models[ObjectIdentifier(Model.self)] as? Model { return model }
    let model = try make()
    models[ObjectIdentifier(Model.self)] = model
    return model
  }

  /// The mountains of the data file, read and indexed once a session.
  func loadMountains() throws -> MountainsController {
    if let mountains { return mountains }
    let loaded = MountainsController(mountains: try MountainsFile.load(from: resources))
    mountains = loaded
    return loaded
  }

  /// The emoji of the sample's table in table order, read once a session.
  func loadEmoji() throws -> [Emoji] {
    if let emoji { return emoji }
    let loaded = try Emoji.load(from: resources)
    emoji = loaded
    return loaded
  }

  /// The videos' collections, read once a session.
  func loadVideos() throws -> [ConferenceVideoSessionsViewController.VideoCollection] {
    if let videos { return videos }
    let loaded = try ConferenceVideoSessionsViewController.loadCollections(from: resources)
    videos = loaded
    return loaded
  }

  /// Whether `table` has been read this session.
  func hasRead(_ table: DataTable) -> Bool {
    switch table {
    case .mountains: mountains != nil
    case .emoji: emoji != nil
    case .videos: videos != nil
    }
  }

  /// Keeps `records`, read on another thread, as the session's table.
  func adopt(_ records: DataTable.Records) {
    switch records {
    case .mountains(let loaded): mountains = loaded
    case .emoji(let loaded): emoji = loaded
    case .videos(let loaded): videos = loaded
    }
  }
}
