/// Why an item could not be read: its path and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  /// The reason as `strerror` words it: "Permission denied".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
