/// Pasted text as an editor takes it: tabs and other control characters
/// become spaces, so a paste never acts as keys.
enum TypeableText {
  /// `pasted` with its control characters as spaces; its line breaks as
  /// newlines when `keepingLineBreaks` (a text view), else as spaces too
  /// (a one-line field).
  static func from(_ pasted: String, keepingLineBreaks: Bool) -> String {
    var result = ""
    result.reserveCapacity(pasted.utf8.count)
    for character in pasted {
      if character.isNewline {
        result.append(keepingLineBreaks ? "\n" : " ")
      } else if character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      }) {
        result.append(" ")
      } else {
        result.append(character)
      }
    }
    return result
  }
}
