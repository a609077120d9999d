import CollectionView
import TerminalUI

/// A screen that stands in for another: everything the app asks of it goes
/// to ``screen``. What stands in decides which screen that is (one made on
/// first use, or a placeholder until data is read) and what happens on
/// being put on the stack.
public protocol ScreenProxy: CatalogueScreen {
  /// The screen that answers for it now.
  var screen: Screen { get }
}

extension ScreenProxy {
  public var title: String { screen.title }
  public var keyBindings: [KeyBinding] { screen.keyBindings }
  public var summary: String { screen.summary }
  public var catalogueID: String { (screen as? CatalogueScreen)?.catalogueID ?? "" }
  public var capturesKeys: Bool { screen.capturesKeys }
  public var isAnimating: Bool { screen.isAnimating }
  public var nextTimerDeadline: Double? { screen.nextTimerDeadline }
  public func drawnElements(at now: Double) -> [DrawnElement] { screen.drawnElements(at: now) }
  public func cursorPosition(at now: Double) -> CellPoint? { screen.cursorPosition(at: now) }
  public var inspectedCollectionView: CollectionView? { screen.inspectedCollectionView }
  public func layout(in rect: CellRect) { screen.layout(in: rect) }
  public func handle(_ event: InputEvent) -> ScreenResponse { screen.handle(event) }
  public func update(now: Double) { screen.update(now: now) }
  public func draw(into canvas: inout Canvas, now: Double) { screen.draw(into: &canvas, now: now) }
  public func willReappear() { screen.willReappear() }
}
