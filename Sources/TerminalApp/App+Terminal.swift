import CollectionView
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension App {
  /// Runs an app on the terminal the process was started in, until the
  /// user quits: `makeApp` makes it for the terminal's size, on the
  /// system clock. One thread owns the terminal, and the run loop waits for
  /// input no longer than the next animation frame or timer, sleeping when
  /// nothing moves. The terminal is given back however the run ends, also
  /// on a signal or a crash.
  ///
  /// The app takes the terminal's colours before its first frame
  /// (``adoptTerminalColors(_:appearance:)``): what the terminal answers
  /// when asked, else what `COLORFGBG` says, else dark.
  ///
  /// Throws ``TerminalError`` where there is no terminal to run on (no
  /// TTY, an unknown `TERM`), before anything is drawn, and
  /// ``TerminalHangup`` when the terminal goes away under a process that
  /// ignores SIGHUP (`nohup`), after giving back what it still can.
  public static func runInTerminal(
    environment: [String: String] = terminalEnvironment(),
    makeApp: (_ size: CellSize, _ clock: AnimationClock) throws -> App
  ) throws {
    let terminal = try CursesTerminal(environment: environment)
    defer { terminal.shutdown() }
    let clock = SystemClock()
    let app = try makeApp(terminal.size, clock)
    app.adoptTerminalColors(
      terminal.backdrop,
      appearance: terminal.backdrop?.appearance
        ?? Appearance(colorFGBG: environment["COLORFGBG"]) ?? .dark
    )
    var events = TerminalEventSource(terminal: terminal, clock: clock)
    AppRunLoop(app: app, terminal: terminal, clock: clock).run(&events)
    if terminal.hasHungUp { throw TerminalHangup() }
  }

  /// What the terminal layer reads of the process environment
  /// (``CursesTerminal/processEnvironment()``: the terminal's type and
  /// colours, the multiplexer it runs in) and the locale (`LANG`, `LC_ALL`,
  /// `LC_CTYPE`).
  public static func terminalEnvironment() -> [String: String] {
    var environment = CursesTerminal.processEnvironment()
    for name in ["LANG", "LC_ALL", "LC_CTYPE"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }
}
