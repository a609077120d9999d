import CollectionView

/// A collection view controller made from an example's context: the base of
/// every example, so each file holds only what the sample's does.
class ExampleViewController: CollectionViewController, CatalogueScreen {
  /// The clock, seed and title the example was made with.
  let context: ExampleContext

  /// The menu's groups that lead to the example, each followed by the
  /// separator: joined once, as the title bar asks for the title every
  /// frame.
  private let groupsPath: String

  init(context: ExampleContext) {
    self.context = context
    // The path with an empty last title ends in the separator.
    groupsPath = TitlePath.joined(context.menuPath.dropLast() + [""])
    super.init(title: context.menuPath.last ?? "", clock: context.clock)
  }

  /// The menu's groups that lead to the example, then the screen's own
  /// title: its navigation item's (the sample's), else its menu item's.
  override var title: String {
    get { groupsPath + (navigationItem.title ?? context.menuPath.last ?? "") }
    set { navigationItem.title = newValue }
  }

  override var summary: String { context.summary }

  var catalogueID: String { context.id }
}
