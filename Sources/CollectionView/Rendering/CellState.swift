import DiffableDataSource

/// What a cell or supplementary looks like right now, beyond its data:
/// UIKit's `UICellConfigurationState`.
public struct CellState: Hashable, Sendable {
  /// The keyboard focus is on it.
  public var isFocused: Bool
  /// It is selected (chosen and kept, unlike focus).
  public var isSelected: Bool
  /// Its collection view is in editing mode.
  public var isEditing: Bool
  /// It is an outline row showing its children.
  public var isExpanded: Bool
  /// Its depth in its section's outline: 0 for a root row. A list cell
  /// takes it as its indentation, as UIKit indents outline rows.
  var outlineLevel = 0

  public init(
    isFocused: Bool = false,
    isSelected: Bool = false,
    isEditing: Bool = false,
    isExpanded: Bool = false
  ) {
    self.isFocused = isFocused
    self.isSelected = isSelected
    self.isEditing = isEditing
    self.isExpanded = isExpanded
  }

  /// Takes `item`'s expansion and depth from its section's hierarchy.
  mutating func placeInOutline<Item>(
    _ item: Item,
    _ outline: DiffableDataSourceSectionSnapshot<Item>
  ) {
    guard outline.contains(item) else { return }
    isExpanded = outline.isExpanded(item)
    outlineLevel = outline.level(of: item)
  }
}
