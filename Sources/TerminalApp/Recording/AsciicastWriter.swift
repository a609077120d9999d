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

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `text` as a JSON string: quotes, backslashes and control characters
  /// escaped, the rest as it is (UTF-8). Read byte by byte, copying the
  /// runs between escapes whole: a frame of a large screen is megabytes.
  static func json(_ text: String) -> String {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    var text = text
    text.withUTF8 { bytes in
      result.reserveCapacity(bytes.count + 2)
      var runStart = 0
      for (offset, byte) in bytes.enumerated()
      where byte < 0x20 || byte == 0x7F
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
      {
        result += bytes[runStart..<offset]
        runStart = offset + 1
        switch byte {
        case UInt8(ascii: "\""): result += #"\""#.utf8
        case UInt8(ascii: "\\"): result += #"\\"#.utf8
        case UInt8(ascii: "\n"): result += #"\n"#.utf8
        case UInt8(ascii: "\r"): result += #"\r"#.utf8
        case UInt8(ascii: "\t"): result += #"\t"#.utf8
        default:
          result += #"\u00"#.utf8
          result += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
        }
      }
      result += bytes[runStart...]
    }
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }
}
