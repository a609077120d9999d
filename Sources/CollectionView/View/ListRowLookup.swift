import CompositionalLayout

/// What list rows draw besides their cells, as the solved layout's list
/// configurations have it (the separator below a row, the block an
/// inset-grouped section's rows sit on), found section by section: a
/// frame draws the rows of a section one after another, so the section's
/// list configuration is looked up once per run of its rows, not per row.
struct ListRowLookup {
  let solved: SolvedLayout?
  private var section = -1
  private var sectionShowsSeparators = false
  private var sectionIsOnBlock = false
  private var itemCount = 0

  init(solved: SolvedLayout?) {
    self.solved = solved
  }

  /// The separator below the row at `attributes`, if it is a list row
  /// with one: a row of a list that shows separators, other than its
  /// section's last, whose separator configuration shows the line. The
  /// separator travels and fades with its row.
  mutating func separator(below attributes: LayoutAttributes) -> (
    leading: Double, trailing: Double
  )? {
    guard attributes.representedElementCategory == .cell else { return nil }
    return separator(below: attributes.indexPath)
  }

  /// The separator below the row at `path`, if it has one.
  mutating func separator(below path: IndexPath) -> (leading: Double, trailing: Double)? {
    if path.section != section { enter(section: path.section) }
    guard sectionShowsSeparators, path.item + 1 < itemCount else { return nil }
    return solved?.separator(below: path)
  }

  /// Whether the row at `attributes` sits on its section's block: a row
  /// of a grouped list or a sidebar, drawn as UIKit draws one, on a filled
  /// block, which an inset-grouped list and a sidebar set in from the
  /// sides and a grouped one runs edge to edge.
  mutating func isOnBlock(_ attributes: LayoutAttributes) -> Bool {
    guard attributes.representedElementCategory == .cell else { return false }
    if attributes.indexPath.section != section { enter(section: attributes.indexPath.section) }
    return sectionIsOnBlock
  }

  /// Looks up how the rows of `section` are drawn. Through optional
  /// chaining: unwrapping `solved` into a local would copy the whole
  /// solved layout for every row drawn.
  private mutating func enter(section: Int) {
    self.section = section
    let configuration =
      section < solved?.numberOfSections ?? 0 ? solved?.listConfiguration(ofSection: section) : nil
    sectionIsOnBlock = configuration?.rowsLieOnGroupedBackground == true
    sectionShowsSeparators = configuration?.showsSeparators == true
    itemCount = sectionShowsSeparators ? solved?.numberOfItems(inSection: section) ?? 0 : 0
  }
}
