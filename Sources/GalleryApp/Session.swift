import CollectionView
import GalleryExamples
import TerminalUI

/// Builds the app for a start target: the menu, or the menu with an example
/// open on top (so Esc goes back to the menu).
public enum Session {
  public struct UnknownExample: Error, CustomStringConvertible {
    public let id: String
    public var description: String {
      "unknown example '\(id)'; `gallery --list` lists the ids"
    }
  }

  public static func makeApp(
    target: String?,
    clock: AnimationClock,
    seed: UInt64,
    size: CellSize
  ) throws -> App {
    let menu = OutlineMenuViewController(clock: clock, seed: seed)
    let app = App(root: menu, clock: clock, size: size)
    if let target, target != "menu" {
      guard let screen = Catalogue.makeScreen(id: target, clock: clock, seed: seed) else {
        throw UnknownExample(id: target)
      }
      menu.reveal(exampleID: target)
      app.push(screen)
    }
    return app
  }
}
