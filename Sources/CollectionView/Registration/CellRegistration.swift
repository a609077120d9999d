import CompositionalLayout

extension CollectionView {
  /// How to configure the cells of one kind of item: UIKit's
  /// `UICollectionView.CellRegistration`. The handler sets up a cell for an
  /// item; a data source's cell provider hands the registration to
  /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  ///
  /// ```swift
  /// let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = "\(item)"
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    @usableFromInline
    let handler: Handler
    /// The one cell the registration configures for every item it draws: a
    /// terminal draws a cell at once, so one is all a registration needs.
    @usableFromInline
    let cell = Cell()

    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }
}

/// ``CollectionView/CellRegistration``, by its short name.
public typealias CellRegistration<Cell: CollectionViewCell, Item> = CollectionView.CellRegistration<
  Cell, Item
>
