/// Why a ``CursesTerminal`` could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, CI).
  case notATerminal
  /// curses could not set up the terminal named by `TERM`.
  case unknownTerminalType(String)
  /// The terminal named by `TERM` cannot move its cursor (`dumb`, say), so
  /// a screen cannot be drawn on it.
  case noCursorAddressing(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return "standard input and output must be a terminal"
    case .unknownTerminalType(let name):
      return "curses cannot drive a terminal of type '\(name)'"
    case .noCursorAddressing(let name):
      return "a terminal of type '\(name)' cannot move its cursor"
    }
  }
}
