/// Why an item could not be read: its path and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The item that could not be read.
  public var path: String
  /// The reason as `strerror` words it: "Permission denied".
  public var reason: String

  /// The error for `path`, worded by `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The path and the reason: `/etc/shadow: Permission denied`.
  public var description: String { "\(path): \(reason)" }
}
