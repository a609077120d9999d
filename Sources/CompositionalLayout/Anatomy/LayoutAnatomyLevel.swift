/// One definition an item came from, the item itself or a group holding it,
/// with the room its size was taken from and the box it was given: what a
/// layout inspector needs to say why a cell is where it is and as large.
public struct LayoutAnatomyLevel: Hashable, Sendable {
  /// What the definition is.
  public enum Kind: Hashable, Sendable {
    /// A ``LayoutItem`` that is not a group: a cell.
    case item
    /// A group that places its subitems left to right.
    case horizontalGroup
    /// A group that places its subitems top to bottom.
    case verticalGroup
    /// A group whose provider gives its items' frames.
    case customGroup
    /// An item a custom group's provider placed, which has no size of its own.
    case customItem
  }

  public var kind: Kind
  /// The size the definition asked for; nil for an item a custom group placed.
  public var layoutSize: LayoutSize?
  public var contentInsets: DirectionalEdgeInsets
  public var edgeSpacing: LayoutEdgeSpacing?
  /// For a group, the space between neighbouring subitems.
  public var interItemSpacing: LayoutSpacing?
  /// For a group made with a count, how many copies of its one subitem
  /// share its length equally (their own size along it set aside).
  public var count: Int?
  /// The room the size's fractions are of: the enclosing group's size less
  /// that group's content insets, or for a section's group the section's
  /// content size.
  public var container: Size
  /// The box the element was given, in layout coordinates: for an item,
  /// before its content insets take their share.
  public var frame: Rect

  public init(
    kind: Kind,
    layoutSize: LayoutSize?,
    contentInsets: DirectionalEdgeInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil,
    interItemSpacing: LayoutSpacing? = nil,
    count: Int? = nil,
    container: Size,
    frame: Rect
  ) {
    self.kind = kind
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.interItemSpacing = interItemSpacing
    self.count = count
    self.container = container
    self.frame = frame
  }

  /// Whether the definition is a group.
  public var isGroup: Bool {
    switch kind {
    case .horizontalGroup, .verticalGroup, .customGroup: true
    case .item, .customItem: false
    }
  }
}
