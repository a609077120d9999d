import CNcursesw

/// The characters a terminal can show: all of Unicode, or ASCII only.
///
/// Without a UTF-8 locale ncursesw cannot send anything beyond ASCII, so the
/// canvas draws boxes with `+-|`, ellipses as `...` and every other non-ASCII
/// grapheme as `?`.
public enum Repertoire: Sendable {
  /// A UTF-8 locale: Unicode text, box-drawing characters.
  case unicode
  /// Any other locale: ASCII only.
  case ascii

  /// The repertoire of a locale whose character set is `codeset` (what
  /// `nl_langinfo(nl_item(CODESET))` returns).
  public init(codeset: String) {
    let name = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    self = name == "utf8" ? .unicode : .ascii
  }

  /// The repertoire of the process's current `LC_CTYPE`; call
  /// `setlocale(LC_ALL, "")` first to adopt the user's locale.
  public static func currentLocale() -> Repertoire {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
    return Repertoire(codeset: String(cString: codeset))
  }
}
