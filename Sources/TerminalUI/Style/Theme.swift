/// The colours and attributes the view and its cells and controls draw in,
/// one palette for dark terminals and one for light ones: what UIKit's
/// system colours are to its views. An app's own chrome and cells keep
/// palettes of their own beside it. Drawing code reads it from its canvas
/// (``TerminalUI/Canvas/theme``); colour depth fallback and NO_COLOR
/// happen at output.
///
/// Every style here that sets a background sets its foreground too: a
/// terminal's default foreground is unknown, and on the wrong background it
/// is unreadable. Focus and selection carry an attribute (reverse, bold) or
/// a shape (a heavy box) besides colour, so they still show in monochrome.
public struct Theme: Hashable, Sendable {
  /// The focused row's bar, or a focused cell's label: dark text on amber,
  /// written as amber text on dark reversed so that without colour it is
  /// still reverse video.
  public var focused: Style
  /// A focused cell's border: a bright ANSI colour that stands out from
  /// the cells' blue (drawn heavy, which shows without colour too).
  ///
  /// Borders take ANSI colours, not 24-bit ones: a focus move rewrites
  /// every border cell of two cells, and a colour of the terminal's own
  /// palette costs 5 bytes a switch where another costs 11 to 19. Terminal
  /// colour schemes keep their ANSI colours legible on their own background.
  public var focusBorder: Style
  /// A selected row or cell: light text on the selection colour.
  public var selected: Style
  /// Marks, checkmarks, outline disclosures and the help box.
  public var accent: Style
  /// Section headers and footers on a bar of their own.
  public var headerBar: Style
  /// Separator lines and quiet borders.
  public var separator: Style
  /// The scrollbar's track and its thumb.
  public var scrollTrack: Style
  public var scrollThumb: Style
  /// A filled star, a delete control, a switch that is on and one that is off.
  public var star: Style
  public var destructive: Style
  /// A row's swipe action buttons: white on blue, or on red for one that
  /// deletes; written reversed, so without colour they are still buttons.
  public var swipeAction: Style
  public var swipeActionDestructive: Style
  /// A switch that is on: a filled green track, as iOS draws one (written
  /// reversed, so without colour it is still a filled track); one that is
  /// off: a grey knob and line on whatever is under it.
  public var switchOn: Style
  public var switchOff: Style
  /// The block an inset-grouped list's rows sit on, set off from the
  /// terminal's background as UIKit's grouped cells are.
  public var groupedBackground: Style
  /// A row picked up and carried to a new place: a platter raised above
  /// the block its section lies on, set apart from the focus bar (which
  /// it also is) as UIKit lifts a dragged cell. Not bold: xterm draws a
  /// bold emoji from the text font, without colour.
  public var lifted: Style
  /// The shadow a lifted row casts on the line below it, drawn as an
  /// upper half block in its foreground over what is there.
  public var liftShadow: Style
  /// A text field's row.
  public var textField: Style

  /// The palette for light text on a dark background.
  public static let dark = Theme(
    focused: Style(
      foreground: .rgb(255, 200, 0),
      background: .rgb(0, 0, 0),
      attributes: [.bold, .reverse]
    ),
    focusBorder: Style(foreground: .yellow),
    selected: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 110, 200)),
    accent: Style(foreground: .rgb(70, 150, 255)),
    headerBar: Style(
      foreground: .rgb(235, 235, 235),
      background: .rgb(70, 70, 70),
      attributes: [.bold]
    ),
    separator: Style(foreground: .rgb(85, 85, 85)),
    scrollTrack: Style(foreground: .rgb(60, 60, 60)),
    scrollThumb: Style(foreground: .rgb(150, 150, 150)),
    star: Style(foreground: .rgb(255, 200, 0)),
    destructive: Style(foreground: .rgb(255, 80, 70)),
    swipeAction: Style(
      foreground: .rgb(0, 110, 220),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    swipeActionDestructive: Style(
      foreground: .rgb(215, 45, 35),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    switchOn: Style(
      foreground: .rgb(40, 170, 70),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    switchOff: Style(foreground: .rgb(120, 120, 120), attributes: [.bold]),
    groupedBackground: Style(foreground: .rgb(225, 225, 225), background: .rgb(44, 44, 48)),
    lifted: Style(foreground: .rgb(250, 250, 250), background: .rgb(92, 92, 104)),
    liftShadow: Style(foreground: .rgb(14, 14, 16)),
    textField: Style(foreground: .rgb(230, 230, 230), background: .rgb(45, 45, 45))
  )

  /// The palette for dark text on a light background.
  public static let light = Theme(
    focused: Style(
      foreground: .rgb(250, 180, 0),
      background: .rgb(0, 0, 0),
      attributes: [.bold, .reverse]
    ),
    focusBorder: Style(foreground: .magenta),
    selected: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 215)),
    accent: Style(foreground: .rgb(0, 95, 200)),
    headerBar: Style(
      foreground: .rgb(20, 20, 20),
      background: .rgb(215, 215, 215),
      attributes: [.bold]
    ),
    separator: Style(foreground: .rgb(195, 195, 195)),
    scrollTrack: Style(foreground: .rgb(205, 205, 205)),
    scrollThumb: Style(foreground: .rgb(120, 120, 120)),
    star: Style(foreground: .rgb(190, 120, 0)),
    destructive: Style(foreground: .rgb(210, 40, 30)),
    swipeAction: Style(
      foreground: .rgb(0, 100, 210),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    swipeActionDestructive: Style(
      foreground: .rgb(205, 35, 25),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    switchOn: Style(
      foreground: .rgb(30, 150, 60),
      background: .rgb(255, 255, 255),
      attributes: [.bold, .reverse]
    ),
    switchOff: Style(foreground: .rgb(145, 145, 145), attributes: [.bold]),
    groupedBackground: Style(foreground: .rgb(25, 25, 25), background: .rgb(236, 236, 241)),
    lifted: Style(foreground: .rgb(10, 10, 10), background: .rgb(255, 255, 255)),
    liftShadow: Style(foreground: .rgb(176, 176, 186)),
    textField: Style(foreground: .rgb(20, 20, 20), background: .rgb(232, 232, 232))
  )

  /// Text that matters less: a mid grey, the same on dark and light, with
  /// contrast enough on both. Not the dim attribute: xterm draws dim text
  /// darker, which sets nothing apart on a light background.
  public static let secondaryText = Style(foreground: .rgb(135, 135, 135))

  /// The palette for `appearance`.
  public static func `for`(_ appearance: Appearance) -> Theme {
    switch appearance {
    case .dark: dark
    case .light: light
    }
  }
}
