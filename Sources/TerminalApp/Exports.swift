// An app's code needs the views its screens are made of.
@_exported import CollectionView
