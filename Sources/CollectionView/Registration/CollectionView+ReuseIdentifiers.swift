extension CollectionView {
  /// Registers `cellClass` for `identifier`: UIKit's older way to make
  /// cells, before registrations. ``dequeueReusableCell(withReuseIdentifier:for:)``
  /// then hands out a cell of the class.
  public func register(
    _ cellClass: CollectionViewCell.Type,
    forCellWithReuseIdentifier identifier: String
  ) {
    renderers.reusableCells[identifier] = cellClass.init()
  }

  /// The cell registered for `identifier`, made ready for the item at
  /// `indexPath`, for the caller to configure: as a registration, one cell
  /// is configured again for every item it draws. Traps for an identifier
  /// never registered, as UIKit does.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> CollectionViewCell {
    guard let cell = renderers.reusableCells[identifier] else {
      preconditionFailure("no cell registered for the reuse identifier '\(identifier)'")
    }
    cell.reuse(in: dequeuingState ?? state(at: indexPath))
    return cell
  }
}
