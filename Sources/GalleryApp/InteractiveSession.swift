import CollectionView
import TerminalApp
import TerminalUI

/// The interactive gallery, on the terminal it was started in.
public enum InteractiveSession {
  public static func run(
    target: String?,
    seed: UInt64,
    appearance: Appearance?,
    reducesMotion: Bool = false,
    environment: [String: String]
  ) throws {
    try App.runInTerminal(environment: environment) { size, clock in
      let app = try Session.makeApp(
        target: target,
        clock: clock,
        seed: seed,
        size: size,
        appearance: appearance,
        // A person is waiting: keys are answered while a large file is read.
        readsDataInBackground: true
      )
      app.plugin(DeveloperTools.self)?.showsTimings = true
      app.traits.reducesMotion = reducesMotion
      return app
    }
  }
}
