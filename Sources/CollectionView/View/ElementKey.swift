import CompositionalLayout

/// An element of one state of the view: a cell, a supplementary or a
/// decoration, at an index path of that state. A transition keys what it
/// plans by the new state's keys, so a frame finds an element's plan from
/// the layout's attributes alone.
struct ElementKey: Hashable {
  var category: ElementCategory
  /// The element kind of a supplementary or decoration; none for a cell.
  var kind: InternedElementKind
  var indexPath: IndexPath

  init(_ attributes: LayoutAttributes) {
    category = attributes.representedElementCategory
    kind = attributes.kind
    indexPath = attributes.indexPath
  }

  init(category: ElementCategory, kind: InternedElementKind, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  // A frame looks up every element on screen by key: the index path tells
  // most apart, and a cell has no kind.
  func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath.section)
    hasher.combine(indexPath.item)
    if kind != .none { hasher.combine(kind) }
  }
}
