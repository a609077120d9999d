import CollectionCore

/// The engines' index path, UIKit's `IndexPath(item:section:)`, by the name
/// the sample writes. This module brings Foundation too, whose `IndexPath`
/// would otherwise make the bare name ambiguous wherever it is a type
/// (`indexPath: IndexPath`): a module's own declaration shadows those of
/// the modules it imports. So a file imports this module in place of
/// UIKit, and not Foundation beside it, whose direct import would put
/// Foundation's `IndexPath` level with this one again.
public typealias IndexPath = CollectionCore.IndexPath
