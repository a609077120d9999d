/// Fitting text into a number of columns: truncation with an ellipsis and word
/// wrapping, measured the way the canvas draws (``CharacterWidth``).
public enum TextLayout {
  /// "…" (one column), or "..." without Unicode.
  public static func ellipsis(for repertoire: Repertoire) -> String {
    repertoire == .unicode ? "…" : "..."
  }

  /// `text` if it fits in `width` columns, else its longest prefix that fits
  /// with an ellipsis after it (spaces before the ellipsis dropped). When not
  /// even the ellipsis fits, as much of the ellipsis as fits.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func truncate(
    _ text: String,
    toWidth width: Int,
    repertoire: Repertoire = .unicode
  ) -> String {
    if CharacterWidth.width(of: text, repertoire: repertoire) <= width { return text }
    return withEllipsis(Substring(text), width: width, repertoire: repertoire)
  }

  /// `text` if it fits in `width` columns, else an ellipsis and the longest
  /// suffix of `text` that fits after it (spaces after the ellipsis
  /// dropped): for text whose end matters most, as a path's last part.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func truncateLeading(
    _ text: String,
    toWidth width: Int,
    repertoire: Repertoire = .unicode
  ) -> String {
    if CharacterWidth.width(of: text, repertoire: repertoire) <= width { return text }
    return withEllipsis(Substring(text), width: width, repertoire: repertoire, keepingEnd: true)
  }

  /// The longest prefix of `text` that fits in `width` columns together with an
  /// ellipsis, and the ellipsis: for text that goes on past what is shown. With
  /// `keepingEnd`, the ellipsis and then the longest suffix that fits.
  static func withEllipsis(
    _ text: Substring,
    width: Int,
    repertoire: Repertoire,
    keepingEnd: Bool = false
  ) -> String {
    let ellipsis = ellipsis(for: repertoire)
    let ellipsisWidth = CharacterWidth.width(of: ellipsis, repertoire: repertoire)
    guard width >= ellipsisWidth else { return String(ellipsis.prefix(max(0, width))) }
    let room = width - ellipsisWidth
    // By index, in place: reversing text goes through the generic sequence
    // path, a hundred thousand instructions for a line.
    if keepingEnd {
      var used = 0
      var start = text.endIndex
      while start > text.startIndex {
        let before = text.index(before: start)
        let characterWidth = CharacterWidth.width(of: text[before], repertoire: repertoire)
        if used + characterWidth > room { break }
        used += characterWidth
        start = before
      }
      return ellipsis + text[start...].drop { $0 == " " }
    }
    let prefix = self.prefix(of: text, fitting: room, repertoire: repertoire)
    var end = prefix.endIndex
    while end > prefix.startIndex && prefix[prefix.index(before: end)] == " " {
      end = prefix.index(before: end)
    }
    return prefix[..<end] + ellipsis
  }

  /// The longest prefix of `text` no wider than `width` columns.
  static func prefix(
    of text: Substring,
    fitting width: Int,
    repertoire: Repertoire
  ) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let characterWidth = CharacterWidth.width(of: text[index], repertoire: repertoire)
      if used + characterWidth > width { break }
      used += characterWidth
      end = text.index(after: index)
    }
    return text[text.startIndex..<end]
  }

  /// `text` broken into lines of at most `width` columns.
  ///
  /// Lines break at spaces (runs of spaces count as one) and always at "\n"; a
  /// word wider than a line is broken between graphemes. A wide glyph never
  /// straddles a line end. Returns no lines when `width` is not positive.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func wrap(
    _ text: String,
    width: Int,
    repertoire: Repertoire = .unicode
  ) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = CharacterWidth.width(of: word, repertoire: repertoire)
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
        }
        (line, lineWidth) = ("", 0)
        for character in word {
          let characterWidth = CharacterWidth.width(of: character, repertoire: repertoire)
          if lineWidth > 0 && lineWidth + characterWidth > width {
            lines.append(line)
            (line, lineWidth) = ("", 0)
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines
  }
}
