import DiffableDataSource

/// What the last apply did, as a screen tells tools that show it (the
/// gallery's diff readout): the batch update, and how long working it out
/// took.
public struct UpdateReport: Sendable, Equatable {
  /// The batch update the apply made.
  public var difference: SnapshotDifference
  /// How long the data source took to work out the difference.
  public var duration: Duration

  public init(difference: SnapshotDifference, duration: Duration) {
    self.difference = difference
    self.duration = duration
  }
}
