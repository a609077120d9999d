import TerminalUI

/// One screen of the app: the outline menu or an example. The app around
/// it draws the title bar, the footer and overlays, and keeps the stack.
public protocol Screen: AnyObject {
  /// The title bar's text: where the screen is in the menu.
  var title: String { get }
  /// The screen's keys, each with its action and the condition it works
  /// under: the app dispatches keys through those that work now first,
  /// and the footer and the help overlay show them, so the three cannot
  /// disagree.
  var keyBindings: [KeyBinding] { get }
  /// A line on what the screen shows, for the help overlay.
  var summary: String { get }
  /// Whether the screen takes every key for now (a text field has the
  /// keyboard, a row is being carried), so q, ? and Esc are its own rather
  /// than the app's; its bindings name its way out.
  var capturesKeys: Bool { get }
  /// Whether anything on screen is moving; drawing continues while it is.
  var isAnimating: Bool { get }
  /// When the screen's next timer fires (not animations); nil when none.
  var nextTimerDeadline: Double? { get }
  /// Where the terminal's cursor rests after a draw at `now`: on what has
  /// the keyboard's focus, which screen readers and braille displays
  /// follow; nil for nowhere in particular.
  func cursorPosition(at now: Double) -> CellPoint?
  /// What a draw at `now` puts on screen, in drawing order: what a test
  /// driving the app asks about.
  func drawnElements(at now: Double) -> [DrawnElement]
  /// The collection view the app's tools look at (its layout, its last
  /// apply, its snapshot); nil for a screen without one, or one that keeps
  /// its view from the tools.
  var inspectedCollectionView: CollectionView? { get }

  /// The layout pass: the content now takes `rect`. Called whenever the
  /// screen may have changed size, before input reaches it and before it
  /// is drawn; cheap when nothing changed.
  func layout(in rect: CellRect)
  /// Handles an event no binding took (typing, the mouse) aimed at the
  /// screen's content; mouse positions are screen cells.
  func handle(_ event: InputEvent) -> ScreenResponse
  /// The update pass: ends animations whose time is up and fires every
  /// timer due by `now`, in order.
  func update(now: Double)
  /// Draws the content, where the last layout pass put it, as it is at
  /// `now`. Drawing changes nothing but the canvas.
  func draw(into canvas: inout Canvas, now: Double)
  /// The screen is about to be shown again after the one above it closed.
  func willReappear()
  /// The screen is on `navigationController`'s stack now, for it to push
  /// and pop screens through.
  func didMove(to navigationController: NavigationController)
}

extension Screen {
  public var capturesKeys: Bool { false }
  public var summary: String { "" }
  public var nextTimerDeadline: Double? { nil }
  public func drawnElements(at now: Double) -> [DrawnElement] { [] }
  public func cursorPosition(at now: Double) -> CellPoint? { nil }
  public var inspectedCollectionView: CollectionView? { nil }
  public func update(now: Double) {}
  public func willReappear() {}
  public func didMove(to navigationController: NavigationController) {}
}

/// What the app does after a screen handled an event.
public enum ScreenResponse {
  /// The screen used it.
  case handled
  /// The screen had no use for it; the app may (Esc goes back, q quits).
  case ignored
  /// Open a screen on top.
  case push(Screen)
  /// Close this screen.
  case pop
}
