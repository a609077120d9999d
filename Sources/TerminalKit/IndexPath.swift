import CollectionCore

/// The engines' index path, UIKit's `IndexPath(item:section:)`. In a file
/// that imports Foundation beside the toolkit, this is the `IndexPath` the
/// name means: a module's own declaration shadows those of the modules it
/// imports, so which of the two wins does not rest on how a toolchain
/// ranks Foundation's re-exports (Swift 6.3 on Linux already prefers the
/// toolkit's).
public typealias IndexPath = CollectionCore.IndexPath
