/// A row of the outline: an item, or the stand-in child of a collapsed
/// folder, there so that the folder shows a disclosure whether its items
/// have been read or not. Expanding the folder puts its items in the
/// stand-in's place, so a stand-in is never seen.
enum OutlineRow: Hashable, Sendable {
  case item(FileTree.ID)
  /// Under the folder of this number.
  case placeholder(FileTree.ID)

  var item: FileTree.ID? {
    if case .item(let id) = self { return id }
    return nil
  }
}
