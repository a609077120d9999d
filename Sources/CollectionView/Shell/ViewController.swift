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
  /// screen. Asking for it the first time loads it: ``loadView()`` then
  /// ``viewDidLoad()`` run then, as UIKit's do.
  public var view: View {
    loadViewIfNeeded()
    return rootView
  }
  /// ``view``, whether loaded or not.
  private let rootView: View
  /// Whether ``loadView()`` and ``viewDidLoad()`` have run.
  public private(set) var isViewLoaded = false
  /// The clock the screen's animations and timers run on: the one it was
  /// made with, else its navigation controller's once it is pushed.
  public var clock: AnimationClock { rootView.clock }
  /// What the title bar shows for the screen.
  public let navigationItem = NavigationItem()
  /// The stack the screen is on, once the app shows it.
  public private(set) weak var navigationController: NavigationController?
  /// The title bar's text when ``navigationItem`` has no title.
  private let defaultTitle: String

  /// A screen titled `title`, on `clock`, or, without one, on its
  /// navigation controller's once it is pushed (as a test or `render`
  /// passes a virtual clock, an app needs none). Its view loads when
  /// first asked for: at the latest, when the app lays it out.
  public init(title: String? = nil, clock: AnimationClock? = nil) {
    defaultTitle = title ?? ""
    rootView = View(frame: .zero)
    if let clock { rootView.clock = clock }
    rootView.owningController = self
  }

  deinit {
    rootView.owningController = nil
  }

  /// Loads the view now if it has not loaded: ``loadView()`` then
  /// ``viewDidLoad()``, once.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
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

  /// The view the keyboard goes to: the one that last became first
  /// responder while it still can, else the first of the hierarchy that
  /// takes the keyboard.
  public internal(set) var firstResponder: View? {
    get {
      if let chosenResponder, canRespond(chosenResponder) { return chosenResponder }
      return firstResponder(in: view)
    }
    set {
      let told = chosenResponder
      chosenResponder = newValue
      noteFirstResponder(told: told)
    }
  }

  /// Tells the views that lost and took the keyboard since the last time,
  /// by any way: chosen, Tab, a click, or the first that takes it by
  /// default once the view loads. Run after each change and each layout
  /// pass (which follows every event), and as a view is shown or hidden,
  /// which may move it.
  func noteFirstResponder() {
    noteFirstResponder(told: chosenResponder)
  }

  /// Resolves the first responder and makes it the chosen one, so the
  /// default keeps the keyboard as views come and go before it; `told` is
  /// the view last told it has the keyboard.
  private func noteFirstResponder(told: View?) {
    guard isViewLoaded else { return }
    let current = firstResponder
    chosenResponder = current
    guard current !== told else { return }
    told?.hasKeyboard = false
    current?.hasKeyboard = true
    told?.firstResponderDidChange()
    current?.firstResponderDidChange()
  }

  /// Whether `candidate` can have the keyboard here: it takes it, and it
  /// and its superviews show, up to ``view``. Asked for every key and
  /// layout pass, so it walks up rather than collecting the responders.
  private func canRespond(_ candidate: View) -> Bool {
    guard candidate.canBecomeFirstResponder else { return false }
    var next: View? = candidate
    while let view = next {
      if view.isHidden { return false }
      // The root as stored: asking for ``view`` would load it.
      if view === rootView { return true }
      next = view.superview
    }
    return false
  }

  /// The first view below `root`, depth first, that takes the keyboard
  /// and shows.
  private func firstResponder(in root: View) -> View? {
    guard !root.isHidden else { return nil }
    if root.canBecomeFirstResponder { return root }
    for subview in root.subviews {
      if let found = firstResponder(in: subview) { return found }
    }
    return nil
  }

  /// The view that became first responder last, resolved after every
  /// change: the one told it has the keyboard (``View/isFirstResponder``
  /// reads that, not this).
  private weak var chosenResponder: View?

  /// The views that can take the keyboard now, in the order Tab moves it:
  /// the hierarchy's, depth first, each shown with its superviews.
  public var responders: [View] {
    var found: [View] = []
    func collect(_ view: View) {
      guard !view.isHidden else { return }
      if view.canBecomeFirstResponder { found.append(view) }
      view.subviews.forEach(collect)
    }
    collect(view)
    return found
  }

  /// Moves the keyboard `step` responders on (back, when negative),
  /// round the end.
  func moveFirstResponder(by step: Int) {
    let responders = self.responders
    guard !responders.isEmpty else { return }
    let current = firstResponder.flatMap { first in responders.firstIndex { $0 === first } } ?? 0
    let count = responders.count
    firstResponder = responders[((current + step) % count + count) % count]
  }

  /// The first responder and its superviews, up to ``view``: where a key
  /// goes, in turn, until one takes it.
  private var responderChain: [View] {
    var chain: [View] = []
    var next = firstResponder
    while let view = next {
      chain.append(view)
      next = view === self.view ? nil : view.superview
    }
    return chain
  }

  /// The keys of the responder chain (the first responder's first), and
  /// Tab and Shift-Tab between responders where there are two or more.
  open var keyBindings: [KeyBinding] {
    responderChain.flatMap(\.keyBindings) + [nextFieldBinding]
  }

  /// Tab and Shift-Tab, moving the keyboard between responders.
  private lazy var nextFieldBinding = KeyBinding(
    "next field",
    keys: [.key(.tab)],
    alternatives: [.key(.backTab)],
    importance: .secondary,
    isEnabled: { [unowned self] in responders.count > 1 }
  ) { [unowned self] event in
    moveFirstResponder(by: event == .key(.backTab) ? -1 : 1)
    return .handled
  }

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
    noteFirstResponder()
  }

  /// The mouse goes to the topmost view under it, and up through its
  /// superviews until one takes it (a click gives the keyboard to the
  /// first of them that takes it). A key goes to the first responder,
  /// then up its superviews, each trying its bindings and then its own
  /// handling, and last to the screen's ``keyBindings``: a focused text
  /// field types Space, ← → and Home/End before a list's bindings see them.
  open func handle(_ event: InputEvent) -> ScreenResponse {
    if case .mouse(let mouse) = event {
      if mouse.kind.isPrimaryClick {
        var clicked = view.hitTest(x: mouse.x, y: mouse.y)
        while let candidate = clicked, !candidate.becomeFirstResponder() {
          clicked = candidate.superview
        }
      }
      var target = view.hitTest(x: mouse.x, y: mouse.y)
      while let candidate = target {
        if candidate.handle(event) { return .handled }
        target = candidate.superview
      }
      return .ignored
    }
    for responder in responderChain {
      if let binding = responder.keyBindings.first(where: { $0.matches(event) }) {
        return binding.perform(event)
      }
      if responder.handle(event) { return .handled }
    }
    return keyBindings.first { $0.matches(event) }?.perform(event) ?? .ignored
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

  /// Whether the first responder takes every key for now.
  open var capturesKeys: Bool { firstResponder?.capturesKeys ?? false }

  open func willReappear() {}

  public func didMove(to navigationController: NavigationController) {
    self.navigationController = navigationController
    rootView.traits = navigationController.traits
    if !rootView.hasOwnClock { rootView.clock = navigationController.animationClock }
  }
}
