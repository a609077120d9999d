import CompositionalLayout

/// The type a collection view's layout has, under UIKit's name, so the
/// sample's `func createLayout() -> UICollectionViewLayout` reads the same:
/// the view lays out with compositional layouts only.
public typealias CollectionViewLayout = CompositionalLayout
