/// What a cell or supplementary looks like right now, beyond its data.
public struct CellState: Hashable, Sendable {
  /// The keyboard focus is on it.
  public var isFocused: Bool
  /// It is selected (chosen and kept, unlike focus).
  public var isSelected: Bool
  /// Its collection view is in editing mode.
  public var isEditing: Bool

  public init(isFocused: Bool = false, isSelected: Bool = false, isEditing: Bool = false) {
    self.isFocused = isFocused
    self.isSelected = isSelected
    self.isEditing = isEditing
  }
}
