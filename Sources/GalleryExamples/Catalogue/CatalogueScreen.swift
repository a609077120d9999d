import CollectionView

/// A screen of the catalogue, an example's or the menu's, which says which
/// it is, so the gallery's tools can find its code and what it shows.
public protocol CatalogueScreen: Screen {
  /// The example's id, or "menu".
  var catalogueID: String { get }
}
