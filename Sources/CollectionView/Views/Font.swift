import TerminalUI

/// How text is set: UIKit's `UIFont`, at terminal scale. A terminal has one
/// typeface and one size, so a font is the attributes that stand in for
/// its weight and size: titles and headlines bold, captions and footnotes
/// dim, body text plain.
public struct Font: Hashable, Sendable {
  /// The attributes the text is drawn with.
  public var attributes: TextAttributes

  public init(attributes: TextAttributes = []) {
    self.attributes = attributes
  }

  /// UIKit's text styles, as `preferredFont(forTextStyle:)` takes them.
  public enum TextStyle: Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout
    case footnote, caption1, caption2
  }

  /// The font of a text style: bold for titles and headlines, dim for
  /// footnotes and captions, plain otherwise.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    switch style {
    case .largeTitle, .title1, .title2, .title3, .headline: Font(attributes: [.bold])
    case .footnote, .caption1, .caption2: Font(attributes: [.dim])
    case .subheadline, .body, .callout: Font()
    }
  }

  /// Body text; the size has no say in a terminal.
  public static func systemFont(ofSize size: Double) -> Font { Font() }

  /// Bold text; the size has no say in a terminal.
  public static func boldSystemFont(ofSize size: Double) -> Font { Font(attributes: [.bold]) }

  /// Body text.
  public static let body = preferredFont(forTextStyle: .body)
}
