/// What `COLORFGBG` says (rxvt's convention, kept by Konsole, iTerm2 and
/// others): the palette entries of the terminal's default text and
/// background, `foreground;background`, sometimes with a middle field
/// (`15;default;0`). A field of `default`, or of anything but an entry of
/// the 256-colour palette, names none.
struct ColorFGBG: Equatable {
  var foreground: Int?
  var background: Int?

  /// The entries `value` names; nil when it is unset or has fewer than two
  /// fields (`15;` names no background: an empty field is no entry).
  init?(_ value: String?) {
    guard let value else { return nil }
    let fields = value.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count >= 2 else { return nil }
    func entry(_ field: Substring) -> Int? {
      guard field.allSatisfy(\.isASCII), let index = Int(field), (0...255).contains(index)
      else { return nil }
      return index
    }
    foreground = entry(fields[0])
    background = entry(fields[fields.count - 1])
  }
}
