import ArgumentParser
import TerminalApp
import TerminalUI

/// `WxH`, such as `80x24`: `--size`, as a key script's `resize:WxH` reads it.
public struct CellSizeArgument: ExpressibleByArgument, Sendable {
  public let size: CellSize

  public init?(argument: String) {
    guard let size = CellSize(parsing: argument) else { return nil }
    self.size = size
  }

  public static var defaultValueDescription: String { "80x24" }
}
