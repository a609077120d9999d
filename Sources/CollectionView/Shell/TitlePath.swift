import TerminalUI

/// A screen's title as the path of menu titles that leads to it
/// ("Lists › Simple List"), and how it fits the title bar: the path gives
/// way from the left, so the screen's own title is always what shows last.
public enum TitlePath {
  /// What stands between the titles of a path.
  public static let separator = " › "

  /// The title of the screen at the end of `path`.
  public static func joined(_ path: [String]) -> String {
    path.joined(separator: separator)
  }

  /// `title` if it fits in `width` columns; else its path with the leading
  /// titles replaced by an ellipsis, as few as need to go; else the end of
  /// the screen's own title after an ellipsis.
  public static func fitted(_ title: String, width: Int, repertoire: Repertoire = .unicode)
    -> String
  {
    func fits(_ text: String) -> Bool {
      CharacterWidth.width(of: text, repertoire: repertoire) <= width
    }
    if fits(title) { return title }
    let parts = title.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    let ellipsis = TextLayout.ellipsis(for: repertoire)
    for dropped in parts.indices.dropFirst() {
      let shortened = ellipsis + separator + joined(Array(parts[dropped...]))
      if fits(shortened) { return shortened }
    }
    return TextLayout.truncateLeading(parts.last ?? title, toWidth: width, repertoire: repertoire)
  }
}
