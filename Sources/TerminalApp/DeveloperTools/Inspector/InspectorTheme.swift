import TerminalUI

/// The layout inspector's colours, one per kind of element, after the
/// box-model overlays of browsers' developer tools: one palette for dark
/// terminals and one for light ones. Kinds differ in line style too
/// (sections double, groups heavy, the rest light), so the outlines still
/// read without colour.
struct InspectorTheme: Sendable {
  var section: Style
  /// The background laid under a section's content insets.
  var insets: Color
  var group: Style
  var item: Style
  var supplementary: Style
  var decoration: Style
  /// The numbers and code in the panel, coloured as the source view
  /// colours type names.
  var code: Style

  static let dark = InspectorTheme(
    section: Style(foreground: .rgb(205, 130, 255)),
    insets: .rgb(72, 44, 92),
    group: Style(foreground: .rgb(255, 160, 60)),
    item: Style(foreground: .rgb(80, 205, 255)),
    supplementary: Style(foreground: .rgb(120, 225, 120)),
    decoration: Style(foreground: .rgb(240, 215, 90)),
    code: SyntaxTheme.dark.type
  )

  static let light = InspectorTheme(
    section: Style(foreground: .rgb(125, 45, 185)),
    insets: .rgb(236, 222, 250),
    group: Style(foreground: .rgb(190, 90, 0)),
    item: Style(foreground: .rgb(0, 110, 185)),
    supplementary: Style(foreground: .rgb(0, 130, 50)),
    decoration: Style(foreground: .rgb(140, 105, 0)),
    code: SyntaxTheme.light.type
  )

  static func `for`(_ appearance: Appearance) -> InspectorTheme {
    switch appearance {
    case .dark: dark
    case .light: light
    }
  }
}
