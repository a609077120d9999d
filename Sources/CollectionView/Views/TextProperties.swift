import TerminalUI

/// How one text of a content configuration is drawn: UIKit's
/// `UIListContentConfiguration.TextProperties`.
public struct TextProperties: Hashable, Sendable {
  public var font: Font
  /// The text's colour; the terminal's own where nil.
  public var color: Color?
  public var alignment: TextAlignment
  /// The most lines the text takes; 0 for as many as it needs.
  public var numberOfLines: Int

  public init(
    font: Font = .body,
    color: Color? = nil,
    alignment: TextAlignment = .leading,
    numberOfLines: Int = 0
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }

  /// The style the text is drawn in.
  public var style: Style {
    Style(foreground: color ?? .default, attributes: font.attributes)
  }
}
