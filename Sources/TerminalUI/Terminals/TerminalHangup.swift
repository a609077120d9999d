/// The terminal went away while an app ran on it (its connection dropped,
/// its window closed) and SIGHUP, which would have ended the process, was
/// ignored: the app ends, as no input will ever come.
public struct TerminalHangup: Error, Equatable, CustomStringConvertible {
  public init() {}

  public var description: String { "the terminal went away" }
}
