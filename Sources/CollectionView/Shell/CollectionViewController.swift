import CompositionalLayout
import TerminalUI

/// A screen that is one collection view, as most of the sample's view
/// controllers are. Subclasses set the layout and registrations in
/// `viewDidLoad()` and apply their first snapshot there.
open class CollectionViewController<
  SectionIdentifier: Hashable & Sendable,
  ItemIdentifier: Hashable & Sendable
>: Screen {
  public let collectionView: CollectionView<SectionIdentifier, ItemIdentifier>
  public let clock: AnimationClock
  open var title: String
  /// Set by `didSelectItem` to open a screen on top or close this one.
  public var pendingResponse: ScreenResponse?

  public init(title: String, clock: AnimationClock) {
    self.title = title
    self.clock = clock
    self.collectionView = CollectionView(
      layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
      clock: clock
    )
    collectionView.primaryAction = { [unowned self] indexPath, _ in
      self.didSelectItem(at: indexPath)
    }
    viewDidLoad()
  }

  /// Sets up the layout, registrations and first snapshot.
  open func viewDidLoad() {}

  /// Enter, Space or a click on an item.
  open func didSelectItem(at indexPath: IndexPath) {}

  open var keyBindings: [KeyBinding] {
    [KeyBinding("↑↓←→", "move"), KeyBinding("pgup/pgdn", "scroll")]
  }

  open var isAnimating: Bool { collectionView.isAnimating }

  public var drawnElements: [DrawnElement] { collectionView.drawnElements }

  open func handle(_ event: InputEvent, in rect: CellRect) -> ScreenResponse {
    guard collectionView.handle(event, in: rect) else { return .ignored }
    defer { pendingResponse = nil }
    return pendingResponse ?? .handled
  }

  open func draw(into canvas: inout Canvas, in rect: CellRect, now: Double) {
    collectionView.draw(into: &canvas, in: rect, now: now)
  }

  open func runTimers(until now: Double) {}

  open var nextTimerDeadline: Double? { nil }

  open var capturesText: Bool { false }

  open func willReappear() {}
}
