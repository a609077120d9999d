/// Where one element of a solved layout goes and how it stacks.
public struct LayoutAttributes: Hashable, Sendable {
  public var representedElementCategory: ElementCategory
  /// The element kind, interned, so that attributes are plain data.
  public var kind: InternedElementKind
  /// The item a cell or badge stands for; for a section's header, footer or
  /// background, item 0 of its section; for one of the layout's own
  /// headers, footers and side views, its index in the configuration's
  /// ``CompositionalLayoutConfiguration/boundarySupplementaryItems``, in
  /// ``layoutLevelSection``.
  public var indexPath: IndexPath
  public var frame: Rect
  public var zIndex: Int

  public init(
    category: ElementCategory,
    elementKind: String? = nil,
    indexPath: IndexPath,
    frame: Rect,
    zIndex: Int
  ) {
    self.init(
      category: category,
      kind: InternedElementKind(elementKind),
      indexPath: indexPath,
      frame: frame,
      zIndex: zIndex
    )
  }

  /// Attributes of a kind already interned, as the solver makes them:
  /// naming a kind takes the table's lock.
  public init(
    category: ElementCategory,
    kind: InternedElementKind,
    indexPath: IndexPath,
    frame: Rect,
    zIndex: Int
  ) {
    self.representedElementCategory = category
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
  }

  /// The element kind of a supplementary or decoration; nil for a cell.
  ///
  /// Kinds are kept in a table the process shares: reading or setting one
  /// takes its lock (a cell's nil does not), so code that reads kinds in a
  /// hot loop does better to read each once.
  public var representedElementKind: String? {
    get { kind.name }
    set { kind = InternedElementKind(newValue) }
  }

  /// The section of the index paths of the layout's own headers, footers
  /// and side views (its configuration's boundary supplementary items),
  /// which belong to no section: -1, before the first. Their items are
  /// their indices in the configuration's items, so each is told apart
  /// from every other element, a section's of the same kind included.
  public static let layoutLevelSection = -1

  /// Puts `elements` in ``drawingOrder(_:_:)``. Queries gather elements
  /// section by section, mostly already in that order (a grid of cells
  /// always is), so a check comes first.
  /// - Complexity: O(n) when already in order, else O(n log n).
  static func sortInDrawingOrder(_ elements: inout [LayoutAttributes]) {
    var index = elements.startIndex
    while index + 1 < elements.endIndex {
      if drawingOrder(elements[index + 1], elements[index]) {
        elements.sort(by: drawingOrder)
        return
      }
      index += 1
    }
  }

  /// The order elements are drawn in: by zIndex, then decorations below cells
  /// below supplementaries, then by index path. Every query returns its
  /// elements sorted by it.
  public static func drawingOrder(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
    if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
    let lhsRank = lhs.representedElementCategory.drawingRank
    let rhsRank = rhs.representedElementCategory.drawingRank
    if lhsRank != rhsRank { return lhsRank < rhsRank }
    return lhs.indexPath < rhs.indexPath
  }
}
