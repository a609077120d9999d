import CollectionView

/// A collection view controller made from an example's context: the base of
/// every example, so each file holds only what the sample's does.
class ExampleViewController: CollectionViewController, CatalogueScreen {
  /// The clock, seed and title the example was made with.
  let context: ExampleContext

  init(context: ExampleContext) {
    self.context = context
    super.init(title: context.title, clock: context.clock)
  }

  override var summary: String { context.summary }

  var catalogueID: String { context.id }
}
