/// Why a ``CursesTerminal`` could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, CI).
  case notATerminal
  /// curses could not set up the terminal named by `TERM`.
  case unknownTerminalType(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return "standard input and output must be a terminal"
    case .unknownTerminalType(let name):
      return "curses cannot drive a terminal of type '\(name)'"
    }
  }
}
