import ArgumentParser
import TerminalUI

/// `--size WxH`, such as `80x24`.
public struct CellSizeArgument: ExpressibleByArgument, Sendable {
  public let size: CellSize

  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...10_000).contains(width), (1...10_000).contains(height)
    else { return nil }
    size = CellSize(width: width, height: height)
  }

  public static var defaultValueDescription: String { "80x24" }
}
