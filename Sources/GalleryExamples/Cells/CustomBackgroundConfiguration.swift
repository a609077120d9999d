import CollectionView
import TerminalUI

/// The sample's custom background configuration: the tint when the cell
/// is selected, the tint made faint when it is pressed (here: focused, the
/// theme's focus colour), and otherwise the cell's own rounded shape.
///
/// The sample's symbol fills its 44pt cell; a terminal's emoji takes two
/// columns of a tile six wide and three tall, so without a fill of its own
/// a cell would not show where it is, and 300 cells would read as a
/// sparse scatter of emoji. The tile is the theme's grouped background, the
/// quiet fill a cell of its own sits on.
enum CustomBackgroundConfiguration {
  static func configuration(for state: CellState) -> BackgroundConfiguration {
    var background = BackgroundConfiguration.clear()
    background.themeFill =
      state.isHighlighted ? .focused : state.isSelected ? .selected : .groupedBackground
    return background
  }
}
