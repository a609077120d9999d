/// The characters a box is drawn with.
public struct BoxStyle: Hashable, Sendable {
  /// The top-left corner.
  public var topLeft: Character
  /// The top-right corner.
  public var topRight: Character
  /// The bottom-left corner.
  public var bottomLeft: Character
  /// The bottom-right corner.
  public var bottomRight: Character
  /// The top and bottom edges.
  public var horizontal: Character
  /// The left and right edges.
  public var vertical: Character

  /// Creates a box style from its six characters; each must be one column wide.
  public init(
    topLeft: Character,
    topRight: Character,
    bottomLeft: Character,
    bottomRight: Character,
    horizontal: Character,
    vertical: Character
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `┌─┐ │ └─┘`
  public static let light = BoxStyle(
    topLeft: "┌",
    topRight: "┐",
    bottomLeft: "└",
    bottomRight: "┘",
    horizontal: "─",
    vertical: "│"
  )
  /// `╭─╮ │ ╰─╯`
  public static let rounded = BoxStyle(
    topLeft: "╭",
    topRight: "╮",
    bottomLeft: "╰",
    bottomRight: "╯",
    horizontal: "─",
    vertical: "│"
  )
  /// `┏━┓ ┃ ┗━┛`
  public static let heavy = BoxStyle(
    topLeft: "┏",
    topRight: "┓",
    bottomLeft: "┗",
    bottomRight: "┛",
    horizontal: "━",
    vertical: "┃"
  )
  /// `╔═╗ ║ ╚═╝`
  public static let double = BoxStyle(
    topLeft: "╔",
    topRight: "╗",
    bottomLeft: "╚",
    bottomRight: "╝",
    horizontal: "═",
    vertical: "║"
  )
  /// `+-+ | +-+`, what every style but ``heavy`` becomes without a UTF-8
  /// locale.
  public static let ascii = BoxStyle(
    topLeft: "+",
    topRight: "+",
    bottomLeft: "+",
    bottomRight: "+",
    horizontal: "-",
    vertical: "|"
  )
  /// `#=# # #=#`, what ``heavy`` becomes without a UTF-8 locale: it still
  /// stands apart from the light boxes beside it.
  public static let asciiHeavy = BoxStyle(
    topLeft: "#",
    topRight: "#",
    bottomLeft: "#",
    bottomRight: "#",
    horizontal: "=",
    vertical: "#"
  )

  /// The style as a terminal with `repertoire` can draw it; a style made
  /// of ASCII characters stays as it is.
  public func resolved(for repertoire: Repertoire) -> BoxStyle {
    if repertoire == .unicode || isASCII { return self }
    return self == .heavy ? .asciiHeavy : .ascii
  }

  private var isASCII: Bool {
    topLeft.isASCII && topRight.isASCII && bottomLeft.isASCII && bottomRight.isASCII
      && horizontal.isASCII && vertical.isASCII
  }
}
