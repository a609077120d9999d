// Index paths are part of this engine's API; re-export them so one import
// serves, as Foundation's IndexPath does for UIKit.
@_exported import CollectionCore
