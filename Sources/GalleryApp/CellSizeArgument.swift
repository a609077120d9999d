import ArgumentParser
import TerminalUI

/// `WxH`, such as `80x24`: `--size` and a key script's `resize:WxH`.
public struct CellSizeArgument: ExpressibleByArgument, Sendable {
  public let size: CellSize

  /// The largest width or height accepted: beyond the largest terminals,
  /// and a bound on what one screen costs (a million cells at most).
  public static let maximum = 1_000

  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...Self.maximum).contains(width), (1...Self.maximum).contains(height)
    else { return nil }
    size = CellSize(width: width, height: height)
  }

  public static var defaultValueDescription: String { "80x24" }
}
