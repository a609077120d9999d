import CompositionalLayout
import TerminalUI

/// A screen that is one collection view, as most of the sample's view
/// controllers are: UIKit's `UICollectionViewController`. The view covers
/// the screen and follows its size; subclasses set the layout and cells in
/// ``ViewController/viewDidLoad()`` and apply their first snapshot there.
open class CollectionViewController: ViewController {
  /// The collection view filling the screen; asking for it loads the
  /// screen's view, as UIKit's does.
  public var collectionView: CollectionView {
    loadViewIfNeeded()
    return ownCollectionView
  }
  private let ownCollectionView: CollectionView
  /// A screen whose collection view has a plain list's layout until
  /// ``ViewController/viewDidLoad()`` sets its own.
  public override init(title: String? = nil, clock: AnimationClock? = nil) {
    ownCollectionView = Self.makeCollectionView(
      layout: .list(using: ListConfiguration(appearance: .plain))
    )
    super.init(title: title, clock: clock)
  }

  /// A screen whose collection view has `layout`, as UIKit's
  /// `init(collectionViewLayout:)`.
  public init(
    collectionViewLayout layout: CompositionalLayout,
    title: String? = nil,
    clock: AnimationClock? = nil
  ) {
    ownCollectionView = Self.makeCollectionView(layout: layout)
    super.init(title: title, clock: clock)
  }

  /// The collection view filling the screen, on the screen's clock.
  private static func makeCollectionView(layout: CompositionalLayout) -> CollectionView {
    let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return collectionView
  }

  /// Puts the collection view in ``ViewController/view``, before the
  /// subclass's ``ViewController/viewDidLoad()`` sets it up.
  open override func loadView() {
    collectionView.allowsSelection = false
    view.addSubview(collectionView)
    collectionView.primaryAction = { [unowned self] indexPath in
      self.didSelectItem(at: indexPath)
    }
    collectionView.primaryActionTitle = { [unowned self] indexPath in
      self.primaryActionTitle(at: indexPath)
    }
  }

  /// Enter, Space or a click on an item.
  open func didSelectItem(at indexPath: IndexPath) {}

  /// What Enter does on the item at `indexPath`, as the footer says it;
  /// nil where it does nothing, so Enter is not offered there.
  open func primaryActionTitle(at indexPath: IndexPath) -> String? { nil }

  open override var inspectedCollectionView: CollectionView? { collectionView }
}
