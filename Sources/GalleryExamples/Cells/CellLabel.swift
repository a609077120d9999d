import TerminalUI

/// The text a cell shows and how it sits in its line: the part of UIKit's
/// `UILabel` the sample's cells set.
struct CellLabel {
  var text: String?
  var textAlignment: TextAlignment = .leading
}
