import CompositionalLayout

/// The separators below list rows, as the solved layout's list
/// configurations have them, found section by section: a frame draws the
/// rows of a section one after another, so the section's list
/// configuration is looked up once per run of its rows, not per row.
/// Not nested in the generic view, whose nested types cost a metadata
/// lookup per call from its unspecialised code.
struct SeparatorLookup {
  let solved: SolvedLayout?
  private var section = -1
  private var sectionShowsSeparators = false
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
    let path = attributes.indexPath
    if path.section != section { enter(section: path.section) }
    guard sectionShowsSeparators, path.item + 1 < itemCount else { return nil }
    return solved?.separator(below: path)
  }

  /// Looks up whether the rows of `section` show separators. Through
  /// optional chaining: unwrapping `solved` into a local would copy the
  /// whole solved layout for every row drawn.
  private mutating func enter(section: Int) {
    self.section = section
    sectionShowsSeparators =
      section < solved?.numberOfSections ?? 0
      && solved?.listConfiguration(ofSection: section)?.showsSeparators == true
    itemCount = sectionShowsSeparators ? solved?.numberOfItems(inSection: section) ?? 0 : 0
  }
}
