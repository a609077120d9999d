import CompositionalLayout

/// An element of one state of the view: a cell, a supplementary or a
/// decoration, at an index path of that state. A transition keys what it
/// plans by the new state's keys, so a frame finds an element's plan from
/// the layout's attributes alone.
struct ElementKey: Hashable {
  var category: ElementCategory
  /// The element kind of a supplementary or decoration; nil for a cell.
  var kind: String?
  var indexPath: IndexPath

  init(_ attributes: LayoutAttributes) {
    category = attributes.representedElementCategory
    kind = attributes.representedElementKind
    indexPath = attributes.indexPath
  }

  init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  // A frame looks up every element on screen by key: the index path tells
  // most apart, and a cell's kind is always nil.
  func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath.section)
    hasher.combine(indexPath.item)
    if let kind { hasher.combine(kind) }
  }
}
