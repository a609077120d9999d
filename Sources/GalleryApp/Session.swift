import CollectionView
import ExampleSources
import GalleryExamples
import TerminalApp
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
    size: CellSize,
    appearance: Appearance? = nil,
    resources: Resources = .forCurrentProcess(),
    readsDataInBackground: Bool = false
  ) throws -> App {
    let screenClock = ScaledClock(base: clock)
    let session = GallerySession(clock: screenClock, seed: seed, resources: resources)
    session.readsDataInBackground = readsDataInBackground
    let app = try makeApp(
      target: target,
      session: session,
      clock: clock,
      size: size,
      appearance: appearance
    )
    app.destinations = Catalogue.examples.map { path, example in
      Destination(title: TitlePath.joined(path), detail: "example") {
        Catalogue.makeScreen(id: example.id, session: session)
      }
    }
    app.paletteTitle = "Commands and examples"
    app.screenClock = screenClock
    let tools = DeveloperTools()
    tools.sourceFiles = { screen in
      (screen as? CatalogueScreen).flatMap { Catalogue.sources(for: $0.catalogueID) }.map {
        $0.compactMap { name in
          ExampleSources.text(ofFile: name).map { SourceFile(name: name, text: $0) }
        }
      }
    }
    // The tools for applies are for the examples of diffable data sources.
    tools.offersApplyTools = { screen in
      (screen as? CatalogueScreen).map { Catalogue.isDataSourceExample($0.catalogueID) } ?? false
    }
    app.install(tools)
    return app
  }

  private static func makeApp(
    target: String?,
    session: GallerySession,
    clock: AnimationClock,
    size: CellSize,
    appearance: Appearance?
  ) throws -> App {
    guard let target, target != "menu" else {
      return App(
        root: OutlineMenuViewController(session: session),
        clock: clock,
        size: size,
        appearance: appearance
      )
    }
    guard let screen = Catalogue.makeScreen(id: target, session: session) else {
      throw UnknownExample(id: target)
    }
    let menu = DeferredScreen {
      let menu = OutlineMenuViewController(session: session)
      menu.reveal(exampleID: target)
      return menu
    }
    return App(stack: [menu, screen], clock: clock, size: size, appearance: appearance)
  }
}
