import CollectionView
import TerminalUI

/// The sample's list cell: one line of text with a `›` at the trailing edge.
enum TextCell {
  static func registration<Item: CustomStringConvertible>() -> CellRegistration<Item> {
    CellRegistration { canvas, rect, _, item, state in
      ListContentConfiguration(text: item.description, accessories: [.disclosureIndicator])
        .draw(on: &canvas, in: rect, state: state)
    }
  }
}
