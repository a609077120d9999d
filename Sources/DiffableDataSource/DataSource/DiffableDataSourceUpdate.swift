/// One applied change, as a ``DiffableDataSource`` hands it to its consumer:
/// everything a view needs to go from what it shows to what it should show.
public struct DiffableDataSourceUpdate<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The data source's snapshot before the change.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after the change, without reload marks.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The batch update from the initial to the final snapshot. After a reload
  /// (``isReloadData``) it deletes every old section and inserts every new one.
  public let difference: SnapshotDifference
  /// Whether the consumer should animate the change.
  public let animatingDifferences: Bool
  /// Whether the change came from ``DiffableDataSource/applySnapshotUsingReloadData(_:completion:)``:
  /// the consumer should redraw everything rather than animate.
  public let isReloadData: Bool
  /// How long working out ``difference`` took, for those who show it.
  public let differenceDuration: Duration

  /// Creates an update; a ``DiffableDataSource`` makes one for every apply, and
  /// a consumer's tests can make their own.
  public init(
    initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    difference: SnapshotDifference,
    animatingDifferences: Bool,
    isReloadData: Bool,
    differenceDuration: Duration = .zero
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
    self.animatingDifferences = animatingDifferences
    self.isReloadData = isReloadData
    self.differenceDuration = differenceDuration
  }
}
