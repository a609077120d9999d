import DiffableDataSource

/// What the last apply did, as a screen tells tools that show it (the
/// gallery's diff readout): the batch update, how long working it out
/// took, and how many applies there have been.
public struct UpdateReport: Sendable, Equatable {
  /// The batch update the apply made.
  public var difference: SnapshotDifference
  /// How long the data source took to work out the difference.
  public var duration: Duration
  /// How many applies the view has taken in, this one included.
  public var count: Int

  public init(difference: SnapshotDifference, duration: Duration, count: Int) {
    self.difference = difference
    self.duration = duration
    self.count = count
  }
}
