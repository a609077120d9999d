/// Select Graphic Rendition escape sequences, for ANSI text output.
enum SGR {
  static let reset = "\u{1B}[0m"

  /// Appends to `bytes` one sequence that resets everything, then sets
  /// `style`; stateless, so a reader of the output never needs to know what
  /// came before. Written digit by digit: a recording writes one for
  /// nearly every swatch of Insertion Sort, every frame.
  static func append(_ style: Style, to bytes: inout [UInt8]) {
    bytes += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0")]
    for (attribute, code) in attributes where style.attributes.contains(attribute) {
      append(code, to: &bytes)
    }
    appendColor(style.foreground, base: 30, brightBase: 90, extended: 38, to: &bytes)
    appendColor(style.background, base: 40, brightBase: 100, extended: 48, to: &bytes)
    bytes.append(UInt8(ascii: "m"))
  }

  private static let attributes: [(TextAttributes, Int)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
  ]

  private static func appendColor(
    _ color: Color,
    base: Int,
    brightBase: Int,
    extended: Int,
    to bytes: inout [UInt8]
  ) {
    switch color {
    case .default:
      return
    case .ansi(let index):
      let index = Int(index & 0x0F)
      append(index < 8 ? base + index : brightBase + index - 8, to: &bytes)
    case .indexed(let index):
      append(extended, to: &bytes)
      append(5, to: &bytes)
      append(Int(index), to: &bytes)
    case .rgb(let red, let green, let blue):
      append(extended, to: &bytes)
      append(2, to: &bytes)
      append(Int(red), to: &bytes)
      append(Int(green), to: &bytes)
      append(Int(blue), to: &bytes)
    }
  }

  /// Appends `;` and `parameter`'s decimal digits (0…255).
  private static func append(_ parameter: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ";"))
    if parameter >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(parameter / 100)) }
    if parameter >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(parameter / 10 % 10)) }
    bytes.append(UInt8(ascii: "0") + UInt8(parameter % 10))
  }
}
