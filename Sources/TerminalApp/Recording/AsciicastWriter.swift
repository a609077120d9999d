import TerminalUI

/// Writes an asciicast v2 recording (asciinema's format): a header line,
/// then one event a line, `[time, "o", text]` for output and
/// `[time, "r", "WxH"]` for a resize, each line a JSON value.
///
/// Each line goes to `write` as soon as it is made, and nothing is kept:
/// a recording costs the same memory however long it runs.
struct AsciicastWriter {
  private let write: (String) -> Void

  /// Starts the recording of a `size` terminal, titled `title`, its lines
  /// (each with its newline) given to `write`.
  init(size: CellSize, title: String, write: @escaping (String) -> Void) {
    self.write = write
    write(
      "{\"version\":2,\"width\":\(size.width),\"height\":\(size.height),"
        + "\"title\":\(Self.json(title)),\"env\":{\"TERM\":\"xterm-256color\"}}\n"
    )
  }

  /// `output` written to the terminal at `time` seconds from the start.
  func output(_ output: String, at time: Double) {
    write("[\(Self.seconds(time)),\"o\",\(Self.json(output))]\n")
  }

  /// The terminal became `size` at `time`.
  func resize(to size: CellSize, at time: Double) {
    write("[\(Self.seconds(time)),\"r\",\"\(size.width)x\(size.height)\"]\n")
  }

  /// `time` to the microsecond, as a JSON number.
  static func seconds(_ time: Double) -> String {
    let micros = Int((time * 1e6).rounded())
    let fraction = String(micros % 1_000_000)
    return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// `text` as a JSON string: quotes, backslashes and control characters
  /// escaped, the rest as it is (UTF-8).
  static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
