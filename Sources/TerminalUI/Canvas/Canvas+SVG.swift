extension Canvas {
  /// The width and height of one cell in an SVG drawing, in pixels: a
  /// 14-pixel monospace font's advance and line height.
  public static let svgCellSize = (width: 8.4, height: 18.0)

  /// The canvas as an SVG image of monospace text in its colours, for
  /// documentation: the screen on `backdrop`'s colours (what the default
  /// colours stand for), each run of cells of one style one `<rect>` for
  /// its background and one `<text>` stretched to exactly its cells, as a
  /// terminal of `depth` would show them. Bold, italic, underline and
  /// reverse carry over; dim text is drawn half transparent.
  ///
  /// - Complexity: O(width × height).
  public func svg(backdrop: Backdrop, colorDepth depth: ColorDepth = .trueColor) -> String {
    let (cellWidth, cellHeight) = Self.svgCellSize
    func hex(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> String {
      "#"
        + [color.red, color.green, color.blue].map { byte in
          let digits = String(byte, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
    func number(_ value: Double) -> String {
      let rounded = (value * 10).rounded() / 10
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(Double(width) * cellWidth))" \
      height="\(number(Double(height) * cellHeight))">
      <rect width="100%" height="100%" fill="\(hex(backdrop.background))"/>
      <g font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="14" \
      xml:space="preserve">

      """
    for y in 0..<height {
      let cells = Array(row(y))
      var x = 0
      while x < width {
        let style = cells[x].style.converted(to: depth, on: backdrop)
        var end = x + max(1, cells[x].width)
        var text = String(cells[x].glyph.character)
        while end < width, !cells[end].isContinuation,
          cells[end].style.converted(to: depth, on: backdrop) == style
        {
          text.append(cells[end].glyph.character)
          end += max(1, cells[end].width)
        }
        end = min(end, width)
        var foreground = style.foreground.rgbComponents ?? backdrop.foreground
        var background = style.background.rgbComponents
        if style.attributes.contains(.reverse) {
          (foreground, background) = (background ?? backdrop.background, foreground)
        }
        let left = number(Double(x) * cellWidth)
        let runWidth = number(Double(end - x) * cellWidth)
        if let background {
          out += "<rect x=\"\(left)\" y=\"\(number(Double(y) * cellHeight))\" "
          out +=
            "width=\"\(runWidth)\" height=\"\(number(cellHeight))\" fill=\"\(hex(background))\"/>\n"
        }
        if text.contains(where: { $0 != " " }) {
          out += "<text x=\"\(left)\" y=\"\(number(Double(y) * cellHeight + 14))\" "
          out +=
            "textLength=\"\(runWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(hex(foreground))\""
          if style.attributes.contains(.bold) { out += " font-weight=\"bold\"" }
          if style.attributes.contains(.italic) { out += " font-style=\"italic\"" }
          if style.attributes.contains(.underline) { out += " text-decoration=\"underline\"" }
          if style.attributes.contains(.dim) { out += " fill-opacity=\"0.5\"" }
          out += ">\(Self.xmlEscaped(text))</text>\n"
        }
        x = end
      }
    }
    return out + "</g>\n</svg>\n"
  }

  /// `text` with the characters XML gives meaning to escaped.
  static func xmlEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
