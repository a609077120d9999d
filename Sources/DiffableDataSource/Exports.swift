// Index paths are part of this engine's API; re-export them so one import
// serves, as Foundation's IndexPath does for UIKit. The scoped import of
// the type, beside the module's, makes it the one a bare `IndexPath` names
// in a file that imports Foundation too, whose IndexPath would otherwise
// make the name ambiguous wherever it is a type.
@_exported import CollectionCore
@_exported import struct CollectionCore.IndexPath
