import CompositionalLayout
import TerminalUI

/// A screen that is one collection view, as most of the sample's view
/// controllers are. Subclasses set the layout and cells in
/// `viewDidLoad()` and apply their first snapshot there.
open class CollectionViewController: Screen {
  public let collectionView: CollectionView
  public let clock: AnimationClock
  open var title: String
  /// Set by `didSelectItem` to open a screen on top or close this one.
  public var pendingResponse: ScreenResponse?

  public init(title: String, clock: AnimationClock) {
    self.title = title
    self.clock = clock
    self.collectionView = CollectionView(
      frame: .zero,
      collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
      clock: clock
    )
    collectionView.primaryAction = { [unowned self] indexPath in
      self.didSelectItem(at: indexPath)
    }
    viewDidLoad()
  }

  /// Sets up the layout, cells and first snapshot.
  open func viewDidLoad() {}

  /// Enter, Space or a click on an item.
  open func didSelectItem(at indexPath: IndexPath) {}

  /// What Enter does on the item at `indexPath`, as the footer says it;
  /// nil where it does nothing, so Enter is not offered there.
  open func primaryActionTitle(at indexPath: IndexPath) -> String? { nil }

  /// A line on what the screen shows, for the help overlay.
  open var summary: String { "" }

  /// Moving and scrolling, what the rows offer (reordering, swipe
  /// actions), and Enter where the focused item has an action or can be
  /// selected; only the view's own keys while it has the keyboard.
  open var keyBindings: [KeyBinding] {
    if collectionView.capturesKeys { return collectionView.itemInteractionBindings }
    var bindings = collectionView.navigationBindings + collectionView.itemInteractionBindings
    if let path = collectionView.focusedIndexPath,
      let title = primaryActionTitle(at: path) ?? (collectionView.allowsSelection ? "select" : nil)
    {
      bindings.append(
        KeyBinding(
          "enter",
          title,
          helpKeys: "enter space",
          events: [.key(.enter), .character(" ")]
        ) { [unowned self] _ in
          collectionView.activateFocusedItem()
          return takePendingResponse()
        }
      )
    }
    return bindings
  }

  /// What the last action asked for (open or close a screen), once.
  public func takePendingResponse() -> ScreenResponse {
    defer { pendingResponse = nil }
    return pendingResponse ?? .handled
  }

  open var isAnimating: Bool { collectionView.isAnimating }

  public var drawnElements: [DrawnElement] { collectionView.drawnElements }
  public var lastUpdate: UpdateReport? { collectionView.lastUpdate }
  public var snapshotLines: [SnapshotLine]? { collectionView.snapshotLines }
  public func layoutInspection(at now: Double) -> LayoutInspection? {
    collectionView.layoutInspection(at: now)
  }

  /// Where the screen's content is, as the last layout pass left it.
  public private(set) var frame = CellRect(x: 0, y: 0, width: 0, height: 0)

  public func layout(in rect: CellRect) {
    frame = rect
    layoutSubviews()
  }

  /// Places the collection view (and anything else) within ``frame``; by
  /// default the collection takes all of it.
  open func layoutSubviews() {
    collectionView.frame = frame
  }

  open func handle(_ event: InputEvent) -> ScreenResponse {
    guard collectionView.handle(event) else { return .ignored }
    return takePendingResponse()
  }

  public func update(now: Double) {
    collectionView.advanceAnimations(to: now)
    runTimers(until: now)
  }

  /// Fires every timer due by `now`, in order; animations have been
  /// advanced already.
  open func runTimers(until now: Double) {}

  open func draw(into canvas: inout Canvas, now: Double) {
    collectionView.draw(into: &canvas, now: now)
  }

  open var nextTimerDeadline: Double? { nil }

  open var capturesKeys: Bool { collectionView.capturesKeys }

  open func willReappear() {}
}
