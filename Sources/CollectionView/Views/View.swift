import TerminalUI

/// A rectangle of the screen that draws itself and its subviews: UIKit's
/// `UIView`, at terminal scale. A view controller's ``ViewController/view``
/// is the root of a hierarchy; a collection view, a text field or a view of
/// your own is added to it.
///
/// Frames are in screen cells, counted from the screen's top-left corner,
/// for every view of a hierarchy (UIKit's are in the superview's
/// coordinates): a view's ``bounds`` are its frame, so a subview made with
/// `frame: view.bounds` covers its superview exactly, as in UIKit.
/// When a view's frame changes, its subviews follow by their
/// ``autoresizingMask``, then ``layoutSubviews()`` runs.
open class View {
  /// Where the view is on screen.
  open var frame: CellRect {
    didSet {
      guard frame != oldValue else { return }
      for subview in subviews { subview.follow(oldValue, to: frame) }
      needsLayout = false
      layoutSubviews()
    }
  }
  /// The view's own rectangle: its frame, as frames are in screen cells.
  public var bounds: CellRect { frame }
  /// How the view follows its superview's changes of size.
  public var autoresizingMask: AutoresizingMask = []
  /// A hidden view draws nothing, nor do its subviews, and takes no input;
  /// in a stack view it takes no room either.
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.subviewDidInvalidateIntrinsicContentSize(self)
      // Hidden, it or a view in it may have had the keyboard.
      hostController?.noteFirstResponder()
    }
  }
  /// The colour the view's frame is filled with before its content; none
  /// where nil.
  open var backgroundColor: Color?
  /// The border drawn around the view's content.
  public let layer = Layer()
  /// The views drawn over this one, the last on top.
  public private(set) var subviews: [View] = []
  /// The view this one was added to.
  public var superview: View? { parent }
  /// The superview, not retained, nor weak: a weak reference would give
  /// every superview (each cell, whose content view is a subview) a side
  /// table, through which every retain and release of it then goes, and a
  /// frame retains the cells it draws thousands of times. A view clears
  /// its subviews' reference as it goes (`deinit`), so it never dangles.
  private unowned(unsafe) var parent: View?
  /// Where animations read the time, when set; otherwise the superview's,
  /// so a hierarchy runs on its view controller's clock.
  private var ownClock: AnimationClock?
  /// What the view is drawn for, when set; otherwise the superview's.
  private var ownTraits: CanvasTraits?
  /// Whether ``layoutSubviews()`` is to run in the next layout pass.
  private var needsLayout = false
  /// The view controller whose ``ViewController/view`` this is: where the
  /// responder chain goes after the root view, and where the first
  /// responder is kept. Not weak, as the superview is not: every cell a
  /// frame configures may ask whether its list has the keyboard, and a
  /// weak reference costs an atomic load each time; the controller
  /// clears it as it goes (`deinit`), so it never dangles.
  unowned(unsafe) var owningController: ViewController?
  /// How much the view resists growing past its intrinsic size, and
  /// shrinking below it, along each axis.
  private var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  private var compressionResistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )

  /// A view at `frame`.
  public init(frame: CellRect) {
    self.frame = frame
  }

  /// A view with no size yet, as UIKit's `UIView()`.
  public convenience init() {
    self.init(frame: .zero)
  }

  deinit {
    for subview in subviews { subview.parent = nil }
  }

  /// The clock this view's animations run on: its own, its superview's,
  /// or the system's.
  public var clock: AnimationClock {
    get { ownClock ?? superview?.clock ?? SystemClock.shared }
    set { ownClock = newValue }
  }

  /// Whether the view was given a clock of its own.
  var hasOwnClock: Bool { ownClock != nil }

  /// What the view is drawn for (the terminal's characters and colours,
  /// dark or light): its own, its superview's, or a dark Unicode
  /// truecolor terminal's. Known before drawing, so the view can measure
  /// text and keep looks outside it.
  public var traits: CanvasTraits {
    get { ownTraits ?? superview?.traits ?? CanvasTraits() }
    set { ownTraits = newValue }
  }

  /// Adds `view` on top of the subviews, taking it from another superview.
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Adds `view` at `index` of the subviews (drawn above those before it,
  /// below those after), taking it from another superview.
  open func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.parent = self
    didAddSubview(view)
    view.didMoveToSuperview()
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    guard let parent else { return }
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    self.parent = nil
    didMoveToSuperview()
  }

  /// Called once `subview` was added.
  open func didAddSubview(_ subview: View) {}

  /// Called as `subview` is about to be taken out.
  open func willRemoveSubview(_ subview: View) {}

  /// Called once the view has a new superview, or none (UIKit's
  /// `didMoveToSuperview`): what it inherits from there (the clock, the
  /// traits) may have changed.
  open func didMoveToSuperview() {}

  /// Places subviews after the frame changed, or in the layout pass after
  /// ``setNeedsLayout()``; by default nothing beyond their autoresizing.
  open func layoutSubviews() {}

  /// Makes the next layout pass run ``layoutSubviews()``: for a view whose
  /// subviews' places depend on more than its frame.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs ``layoutSubviews()`` now where a layout is pending, here and in
  /// the subviews: the layout pass, which a view controller runs before
  /// input reaches its views and before they are drawn.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Says that ``intrinsicContentSize`` changed (a label's text), so a
  /// stack view holding the view arranges its views again.
  public func invalidateIntrinsicContentSize() {
    superview?.subviewDidInvalidateIntrinsicContentSize(self)
  }

  /// A subview's intrinsic size changed, or it was shown or hidden: a
  /// view that places its subviews by their sizes lays them out again.
  func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {}

  /// How strongly the view keeps from growing past its intrinsic size
  /// along `axis`: UIKit's, ``LayoutPriority/defaultLow`` unless set.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  public func setContentHuggingPriority(
    _ priority: LayoutPriority,
    for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view keeps from shrinking below its intrinsic size
  /// along `axis`: UIKit's, ``LayoutPriority/defaultHigh`` unless set.
  public func contentCompressionResistancePriority(
    for axis: LayoutConstraint.Axis
  ) -> LayoutPriority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority,
    for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// Draws the view's own content (not its subviews) where its frame is, as
  /// it is at `now`. Drawing changes nothing but the canvas.
  open func draw(into canvas: inout Canvas, now: Double) {}

  /// Draws the view (its background, its content), its subviews over it,
  /// then its border over them all, as a layer's border is; unless hidden.
  public final func drawHierarchy(into canvas: inout Canvas, now: Double) {
    guard !isHidden else { return }
    drawBackground(on: &canvas)
    draw(into: &canvas, now: now)
    for subview in subviews { subview.drawHierarchy(into: &canvas, now: now) }
    layer.drawBorder(on: &canvas, around: frame)
  }

  /// Fills the frame with ``backgroundColor``, if any.
  func drawBackground(on canvas: inout Canvas) {
    guard let backgroundColor else { return }
    canvas.fill(frame, style: Style(foreground: .default, background: backgroundColor))
  }

  /// Where the terminal's cursor should rest while the view has the
  /// keyboard, drawn at `now`: on its focused part, for screen readers
  /// and braille displays; nil by default.
  open func cursorPosition(at now: Double) -> CellPoint? { nil }

  /// Handles an event aimed at the view (typing while it has the
  /// keyboard, a click in its frame); returns whether it used it.
  open func handle(_ event: InputEvent) -> Bool { false }

  /// The size the view's content asks for, as UIKit's
  /// `intrinsicContentSize`: ``noIntrinsicMetric`` along an axis where it
  /// asks for none (by default, both), so a stack view stretches it.
  open var intrinsicContentSize: CellSize {
    CellSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// The length of an intrinsic content size along an axis where the view
  /// asks for none: UIKit's `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric = -1

  /// The keys the view declares, for its view controller's bindings:
  /// declared once, each working while its condition holds.
  open var keyBindings: [KeyBinding] { [] }

  /// Whether the view takes the keyboard: a view controller sends keys to
  /// the first of its views that does, until another becomes the first
  /// responder.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the view takes every key for now, the app's letters
  /// included: a text field while it has the keyboard (q and ? are
  /// letters there), a list while a row is carried.
  open var capturesKeys: Bool { false }

  /// The view controller whose hierarchy holds the view.
  var hostController: ViewController? {
    owningController ?? superview?.hostController
  }

  /// Whether the keyboard goes to this view now.
  ///
  /// As the view controller last told it: after every change of the first
  /// responder and every layout pass, so after every event. Every cell of
  /// a frame may ask it, so it is a stored answer, not a search.
  public var isFirstResponder: Bool { hasKeyboard }

  /// Whether the view controller last told the view it has the keyboard.
  var hasKeyboard = false

  /// Takes the keyboard, as UIKit's `becomeFirstResponder()`: keys go to
  /// this view first, then up its superviews to its view controller.
  /// Fails for a view that cannot take it, is hidden, or is in no view
  /// controller's hierarchy.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, !isHidden, let controller = hostController else {
      return false
    }
    controller.firstResponder = self
    return true
  }

  /// Gives the keyboard up: it goes to the next view that takes it, in
  /// the order Tab moves it.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let controller = hostController, controller.firstResponder === self else {
      return false
    }
    controller.moveFirstResponder(by: 1)
    return true
  }

  /// The view took the keyboard or gave it up (``isFirstResponder`` says
  /// which): a control sends its editing events and measures itself again.
  func firstResponderDidChange() {}

  /// Whether anything in the view is moving; drawing goes on while it is.
  open var isAnimating: Bool { false }

  /// Ends the view's animations whose time is up by `now`.
  open func advanceAnimations(to now: Double) {}

  /// The last step of the update pass, once animations are advanced and
  /// timers have fired: works out what the frame at `now` shows, for
  /// drawing and input to read.
  open func prepareFrame(at now: Double) {}

  /// The topmost visible view of the hierarchy whose frame holds the
  /// screen cell (`x`, `y`).
  public func hitTest(x: Int, y: Int) -> View? {
    guard !isHidden, frame.contains(x: x, y: y) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(x: x, y: y) { return hit }
    }
    return self
  }

  /// The first view of the hierarchy, this one first, depth first, that
  /// satisfies `predicate`. Walks the views in place: the run loop asks
  /// every frame (which view is animating, which takes the keyboard).
  public func firstView(where predicate: (View) -> Bool) -> View? {
    if predicate(self) { return self }
    for subview in subviews {
      if let found = subview.firstView(where: predicate) { return found }
    }
    return nil
  }

  /// Calls `body` with every view of the hierarchy, this one first, depth
  /// first.
  public func forEachView(_ body: (View) -> Void) {
    body(self)
    for subview in subviews { subview.forEachView(body) }
  }

  /// Moves and resizes the view as its superview went from `old` to `new`.
  private func follow(_ old: CellRect, to new: CellRect) {
    var next = frame
    next.x += new.x - old.x
    next.y += new.y - old.y
    if autoresizingMask.contains(.flexibleWidth) { next.width += new.width - old.width }
    if autoresizingMask.contains(.flexibleHeight) { next.height += new.height - old.height }
    if autoresizingMask.contains(.flexibleLeftMargin) { next.x += new.width - old.width }
    if autoresizingMask.contains(.flexibleTopMargin) { next.y += new.height - old.height }
    frame = next
  }
}
