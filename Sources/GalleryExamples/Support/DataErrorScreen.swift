import CollectionView
import TerminalUI

/// Stands in for an example whose data file is missing or malformed: it
/// says which file and line are at fault, and Esc goes back, rather than
/// the example failing halfway.
final class DataErrorScreen: CatalogueScreen {
  let title: String
  let error: any Error
  let catalogueID: String

  init(title: String, error: any Error, catalogueID: String) {
    self.title = title
    self.error = error
    self.catalogueID = catalogueID
  }

  var keyBindings: [KeyBinding] { [] }
  var isAnimating: Bool { false }

  /// Where the content goes, from the last layout pass.
  private var rect = CellRect(x: 0, y: 0, width: 0, height: 0)

  func layout(in rect: CellRect) { self.rect = rect }

  func handle(_ event: InputEvent) -> ScreenResponse { .ignored }

  func draw(into canvas: inout Canvas, now: Double) {
    let inner = rect.insetBy(dx: 2, dy: 1)
    guard !inner.isEmpty else { return }
    canvas.put(
      "This example cannot open:",
      x: inner.x,
      y: inner.y,
      width: inner.width,
      style: canvas.galleryTheme.error
    )
    canvas.putWrapped(
      String(describing: error),
      in: CellRect(x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2)
    )
  }
}

extension ExampleContext {
  /// The screen `make` builds, or a ``DataErrorScreen`` saying why it could
  /// not be built.
  func screen(_ make: () throws -> Screen) -> Screen {
    do {
      return try make()
    } catch {
      return DataErrorScreen(title: TitlePath.joined(menuPath), error: error, catalogueID: id)
    }
  }
}
