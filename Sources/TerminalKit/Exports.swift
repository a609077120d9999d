// What the sample's `import UIKit` gave it: Foundation, and in place of
// UIKit's views the app shell with the collection view, its engines and the
// terminal layer. A file written for UIKit imports this module instead.
@_exported import Foundation
@_exported import TerminalApp
