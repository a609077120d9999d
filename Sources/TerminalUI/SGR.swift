/// Select Graphic Rendition escape sequences, for ANSI text output.
enum SGR {
  static let reset = "\u{1B}[0m"

  /// One sequence that resets everything, then sets `style`; stateless, so a
  /// reader of the output never needs to know what came before.
  static func sequence(for style: Style) -> String {
    var parameters = ["0"]
    let attributes: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) {
      parameters.append(code)
    }
    parameters += colorParameters(style.foreground, base: 30, brightBase: 90, extended: 38)
    parameters += colorParameters(style.background, base: 40, brightBase: 100, extended: 48)
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  private static func colorParameters(
    _ color: Color,
    base: Int,
    brightBase: Int,
    extended: Int
  ) -> [String] {
    switch color {
    case .default:
      return []
    case .ansi(let index):
      let index = Int(index & 0x0F)
      return [String(index < 8 ? base + index : brightBase + index - 8)]
    case .indexed(let index):
      return ["\(extended)", "5", "\(index)"]
    case .rgb(let red, let green, let blue):
      return ["\(extended)", "2", "\(red)", "\(green)", "\(blue)"]
    }
  }
}
