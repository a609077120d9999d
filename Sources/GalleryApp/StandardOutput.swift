#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output written with every write checked: what `render`,
/// `record`, `source` and `--list` print. A full disk (`ENOSPC`), a closed
/// descriptor (`EBADF`) or a reader gone (`EPIPE`; SIGPIPE is ignored so
/// that it arrives as an error) ends the command with a message and a
/// status of its own, where `print` would leave a truncated file behind a
/// status of success.
enum StandardOutput {
  /// A write that failed, with the error the system gave.
  struct WriteFailure: Error, CustomStringConvertible {
    let code: Int32
    var description: String {
      "cannot write to standard output: \(String(cString: strerror(code)))"
    }
  }

  /// Writes all of `text`, retrying a short or interrupted write.
  static func write(_ text: String) throws(WriteFailure) {
    _ = ignoresBrokenPipes
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw WriteFailure(code: count < 0 ? errno : EIO) }
      written += count
    }
  }

  /// A reader that goes away is a write error to report, not a signal that
  /// ends the process without a word. Only once something is printed: the
  /// interactive gallery keeps SIGPIPE's default, and gives the terminal
  /// back on it.
  private static let ignoresBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  #if canImport(Glibc)
    private static let systemWrite = Glibc.write
  #else
    private static let systemWrite = Darwin.write
  #endif
}
