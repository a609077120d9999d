import TerminalUI

/// The source view's colours, after Xcode's default themes: one palette
/// for dark terminals and one for light ones. Keywords are bold and
/// comments italic as well, so code still reads without colour.
struct SyntaxTheme: Sendable {
  var keyword: Style
  var type: Style
  var string: Style
  var comment: Style
  var number: Style
  var attribute: Style
  /// The line numbers down the left.
  var lineNumber: Style

  static let dark = SyntaxTheme(
    keyword: Style(foreground: .rgb(255, 122, 178), attributes: [.bold]),
    type: Style(foreground: .rgb(93, 216, 255)),
    string: Style(foreground: .rgb(255, 129, 112)),
    comment: Style(foreground: .rgb(127, 140, 152), attributes: [.italic]),
    number: Style(foreground: .rgb(217, 201, 124)),
    attribute: Style(foreground: .rgb(253, 143, 63)),
    lineNumber: Style(foreground: .rgb(110, 110, 120))
  )

  static let light = SyntaxTheme(
    keyword: Style(foreground: .rgb(155, 35, 147), attributes: [.bold]),
    type: Style(foreground: .rgb(11, 79, 121)),
    string: Style(foreground: .rgb(196, 26, 22)),
    comment: Style(foreground: .rgb(93, 108, 121), attributes: [.italic]),
    number: Style(foreground: .rgb(28, 0, 207)),
    attribute: Style(foreground: .rgb(129, 95, 3)),
    lineNumber: Style(foreground: .rgb(140, 140, 150))
  )

  static func `for`(_ appearance: Appearance) -> SyntaxTheme {
    switch appearance {
    case .dark: dark
    case .light: light
    }
  }

  /// How a run of `kind` is drawn.
  func style(of kind: SwiftHighlighter.Kind) -> Style {
    switch kind {
    case .plain: .plain
    case .keyword: keyword
    case .type: type
    case .string: string
    case .comment: comment
    case .number: number
    case .attribute: attribute
    }
  }
}
