/// What changed between two snapshots, in the terms of a collection view's
/// batch update.
///
/// The indices follow `UICollectionView.performBatchUpdates` semantics, so a
/// consumer can replay them on whatever mirrors the old snapshot (cells, frames):
///
/// * deletes and reloads name **old** positions (in the snapshot before);
/// * inserts name **new** positions (in the snapshot after);
/// * moves go from an old position to a new one.
///
/// A section move carries the section's items along: items that stay in a
/// moved section are reported only if they move within it. An item that moves
/// to another section, both of which survive, is an item move. Items of a
/// deleted section go with it and items of an inserted section come with it,
/// without item deletes or inserts of their own; an item leaving a deleted
/// section or entering an inserted one is therefore a delete plus an insert.
///
/// Reloads and reconfigures never change the structure. A reloaded item that
/// also moves appears in both lists: the reload names its old position, and
/// the consumer redraws it at the move's destination. An item marked for both
/// reloading and reconfiguring is only reloaded, the stronger of the two.
/// Every list is sorted: deletes, reloads and reconfigures by old position,
/// inserts by new position, moves by destination.
///
/// ``applied(to:insertedSection:insertedItem:)`` replays the difference on an
/// old structure; applying it to the old snapshot's identifiers yields the new
/// snapshot's exactly.
public struct SnapshotDifference: Hashable, Sendable {
  /// An element that moved from `source` (old coordinates) to `destination` (new ones).
  public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    public var source: Position
    public var destination: Position

    /// - Complexity: O(1).
    public init(source: Position, destination: Position) {
      self.source = source
      self.destination = destination
    }
  }

  /// Old indices of sections removed with their items.
  public var sectionDeletes: [Int] = []
  /// New indices of sections added with their items.
  public var sectionInserts: [Int] = []
  /// Sections that moved, with their items.
  public var sectionMoves: [Move<Int>] = []
  /// Old indices of surviving sections marked for reloading.
  public var sectionReloads: [Int] = []
  /// Old index paths of items removed from surviving sections.
  public var itemDeletes: [IndexPath] = []
  /// New index paths of items added to surviving sections.
  public var itemInserts: [IndexPath] = []
  /// Items that moved, within a section or between two surviving sections.
  public var itemMoves: [Move<IndexPath>] = []
  /// Old index paths of surviving items marked for reloading.
  public var itemReloads: [IndexPath] = []
  /// Old index paths of surviving items marked for reconfiguring (and not reloading).
  public var itemReconfigures: [IndexPath] = []

  /// Creates a difference from its parts; ``DiffableDataSourceSnapshot/difference(from:)``
  /// computes one.
  ///
  /// - Complexity: O(1): the lists are shared, not copied.
  public init(
    sectionDeletes: [Int] = [],
    sectionInserts: [Int] = [],
    sectionMoves: [Move<Int>] = [],
    sectionReloads: [Int] = [],
    itemDeletes: [IndexPath] = [],
    itemInserts: [IndexPath] = [],
    itemMoves: [Move<IndexPath>] = [],
    itemReloads: [IndexPath] = [],
    itemReconfigures: [IndexPath] = []
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionMoves = sectionMoves
    self.sectionReloads = sectionReloads
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemMoves = itemMoves
    self.itemReloads = itemReloads
    self.itemReconfigures = itemReconfigures
  }

  /// Whether nothing changed: no structural change and nothing to redraw.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
      && itemMoves.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty
  }
}
