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
  /// Whether it is being dragged: UIKit's `cellDragState`. A row picked
  /// up to be carried to a new place (``CollectionView/isCarryingItem``)
  /// is ``CellDragState/dragging`` until it is dropped.
  public var cellDragState = CellDragState.none
  /// Its depth in its section's outline: 0 for a root row. A list cell
  /// takes it as its indentation, as UIKit indents outline rows.
  var outlineLevel = 0
  /// States of an app's own, by key; nil, not empty, until one is set, so
  /// that the state every cell drawn is copied in holds no reference.
  private var customStates: CustomStates?

  /// It is highlighted: in a terminal, where the keyboard's focus is what
  /// UIKit's touch-down highlight is, the same as ``isFocused``.
  public var isHighlighted: Bool {
    get { isFocused }
    set { isFocused = newValue }
  }

  /// A state of the app's own under `key` (UIKit's custom configuration
  /// states): a cell's overridden `configurationState` sets it, its
  /// configurations read it. Nil where none is set.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates?.values[key] }
    set {
      if customStates == nil {
        customStates = CustomStates()
      } else if !isKnownUniquelyReferenced(&customStates!) {
        customStates = customStates!.copy()
      }
      customStates!.values[key] = newValue
    }
  }

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

/// Whether a cell is being dragged: UIKit's `UICellConfigurationDragState`,
/// less its `lifting`, as a row picked up from the keyboard is carried at
/// once.
public enum CellDragState: Hashable, Sendable {
  /// Not dragged.
  case none
  /// Carried to a new place: it draws lifted above the rows it passes.
  case dragging
}

/// The key of a state of an app's own in a ``CellState``: UIKit's
/// `UIConfigurationStateCustomKey`.
///
/// ```swift
/// extension ConfigurationStateCustomKey {
///   static let item = ConfigurationStateCustomKey("com.example.item")
/// }
/// ```
public struct ConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The custom states of a ``CellState``, shared by its copies until one is
/// changed. States are values a cell computes as it is drawn and hands to
/// its configurations on the same thread; they are never shared across
/// threads, which `AnyHashable` cannot promise the compiler.
private final class CustomStates: Hashable, @unchecked Sendable {
  var values: [ConfigurationStateCustomKey: AnyHashable] = [:]

  func copy() -> CustomStates {
    let copy = CustomStates()
    copy.values = values
    return copy
  }

  static func == (lhs: CustomStates, rhs: CustomStates) -> Bool {
    lhs.values == rhs.values
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }
}
