import CompositionalLayout
import TerminalUI

/// A screen made of views: UIKit's `UIViewController`. Subclasses build
/// their hierarchy in ``viewDidLoad()`` by adding views to ``view`` (a
/// collection view made with `frame: view.bounds`, a text field) and push
/// other screens through ``navigationController``, as the sample's view
/// controllers do:
///
/// ```swift
/// final class ListViewController: ViewController {
///   var collectionView: CollectionView! = nil
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     navigationItem.title = "List"
///     collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
///     collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///     view.addSubview(collectionView)
///   }
/// }
/// ```
///
/// The keyboard goes to the first view of the hierarchy that takes it (a
/// collection view does); the mouse to the topmost view under the pointer.
open class ViewController: Screen {
  /// The root of the screen's views; it takes the rows the app gives the
  /// screen.
  public let view: View
  /// The clock the screen's animations and timers run on.
  public let clock: AnimationClock
  /// What the title bar shows for the screen.
  public let navigationItem = NavigationItem()
  /// The stack the screen is on, once the app shows it.
  public private(set) weak var navigationController: NavigationController?
  /// The title bar's text when ``navigationItem`` has no title.
  private let defaultTitle: String

  /// A screen titled `title`, on `clock`; its ``loadView()`` and
  /// ``viewDidLoad()`` run now.
  public init(title: String, clock: AnimationClock) {
    defaultTitle = title
    self.clock = clock
    view = View(frame: .zero)
    view.clock = clock
    loadView()
    viewDidLoad()
  }

  /// Adds the views every screen of the class has to ``view``: where a
  /// base class such as ``CollectionViewController`` puts its own.
  open func loadView() {}

  /// Builds the screen's views and loads its data.
  open func viewDidLoad() {}

  /// Places views beyond their autoresizing, after ``view`` took its frame.
  open func viewDidLayoutSubviews() {}

  /// The title bar's text: the navigation item's title, or the one the
  /// screen was made with; setting it sets the navigation item's.
  open var title: String {
    get { navigationItem.title ?? defaultTitle }
    set { navigationItem.title = newValue }
  }

  /// A line on what the screen shows, for the help overlay.
  open var summary: String { "" }

  /// Where the screen's content is, as the last layout pass left it.
  public var frame: CellRect { view.frame }

  /// The view the keyboard goes to: the first of the hierarchy that takes
  /// it and shows.
  public var firstResponder: View? {
    view.firstView { $0.canBecomeFirstResponder && !$0.isHidden }
  }

  open var keyBindings: [KeyBinding] { firstResponder?.keyBindings ?? [] }

  open var isAnimating: Bool { view.firstView { $0.isAnimating } != nil }

  /// The first collection view of the hierarchy: what the app's tools
  /// (inspector, snapshot panel, diff readout) look at.
  open var inspectedCollectionView: CollectionView? {
    view.firstView { $0 is CollectionView } as? CollectionView
  }

  /// What every collection view of the hierarchy draws at `now`, in the
  /// order the views are drawn: whether the tools inspect them or not.
  public func drawnElements(at now: Double) -> [DrawnElement] {
    var drawn: [DrawnElement] = []
    func collect(_ view: View) {
      guard !view.isHidden else { return }
      if let collectionView = view as? CollectionView {
        drawn += collectionView.drawnElements(at: now)
      }
      view.subviews.forEach(collect)
    }
    collect(view)
    return drawn
  }

  public func layout(in rect: CellRect) {
    if let navigationController { view.traits = navigationController.traits }
    view.frame = rect
    view.layoutIfNeeded()
    viewDidLayoutSubviews()
  }

  /// The mouse goes to the topmost view under it, and up through its
  /// superviews until one takes it; anything else to the first responder.
  open func handle(_ event: InputEvent) -> ScreenResponse {
    if case .mouse(let mouse) = event {
      var target = view.hitTest(x: mouse.x, y: mouse.y)
      while let candidate = target {
        if candidate.handle(event) { return .handled }
        target = candidate.superview
      }
      return .ignored
    }
    return firstResponder?.handle(event) == true ? .handled : .ignored
  }

  public func update(now: Double) {
    view.forEachView { $0.advanceAnimations(to: now) }
    runTimers(until: now)
    view.forEachView { $0.prepareFrame(at: now) }
  }

  /// Fires every timer due by `now`, in order; animations have been
  /// advanced already.
  open func runTimers(until now: Double) {}

  open var nextTimerDeadline: Double? { nil }

  open func draw(into canvas: inout Canvas, now: Double) {
    view.drawHierarchy(into: &canvas, now: now)
  }

  /// Where the view with the keyboard puts the cursor.
  open func cursorPosition(at now: Double) -> CellPoint? {
    firstResponder?.cursorPosition(at: now)
  }

  open var capturesKeys: Bool { false }

  open func willReappear() {}

  public func didMove(to navigationController: NavigationController) {
    self.navigationController = navigationController
    view.traits = navigationController.traits
  }
}
