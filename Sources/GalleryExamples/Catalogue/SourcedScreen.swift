import CollectionView

/// A screen whose code the gallery can show: an example's, or the menu's.
public protocol SourcedScreen: Screen {
  /// The Swift files behind the screen, its own first (see
  /// ``Example/sources``).
  var sources: [String] { get }
}
