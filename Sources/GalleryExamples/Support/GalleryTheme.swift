import CollectionView
import TerminalUI

/// The gallery's own colours, beside the view's ``CollectionView/Theme``:
/// the sample's numbered cells, badges and section backgrounds, and its
/// error notices. One palette for dark terminals and one for light ones,
/// read from the canvas
/// (``TerminalUI/Canvas/galleryTheme``), with the view's rules: every style
/// that sets a background sets its foreground too.
public struct GalleryTheme: Sendable {
  /// A numbered grid cell: its fill and its border (an ANSI colour, like
  /// the view's focus border, cheap to switch to).
  public var cellFill: Style
  public var cellBorder: Style
  /// A badge on a cell: a count on a green pill.
  public var badge: Style
  /// A section's background decoration: its fill, and its border, drawn
  /// on the terminal's own background around the fill.
  public var sectionFill: Style
  public var sectionBorder: Style
  /// An error's headline.
  public var error: Style

  /// The palette for light text on a dark background.
  public static let dark = GalleryTheme(
    cellFill: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 175)),
    cellBorder: Style(foreground: .brightBlue),
    badge: Style(
      foreground: .rgb(255, 255, 255),
      background: .rgb(0, 135, 0),
      attributes: [.bold]
    ),
    sectionFill: Style(foreground: .rgb(225, 225, 225), background: .rgb(55, 58, 66)),
    sectionBorder: Style(foreground: .rgb(160, 165, 180)),
    error: Style(foreground: .rgb(255, 90, 90), attributes: [.bold])
  )

  /// The palette for dark text on a light background.
  public static let light = GalleryTheme(
    cellFill: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 215)),
    cellBorder: Style(foreground: .blue),
    badge: Style(
      foreground: .rgb(255, 255, 255),
      background: .rgb(0, 135, 0),
      attributes: [.bold]
    ),
    sectionFill: Style(foreground: .rgb(25, 25, 25), background: .rgb(232, 235, 242)),
    sectionBorder: Style(foreground: .rgb(150, 155, 170)),
    error: Style(foreground: .rgb(200, 30, 30), attributes: [.bold])
  )

  /// The palette for `appearance`.
  public static func `for`(_ appearance: Appearance) -> GalleryTheme {
    switch appearance {
    case .dark: dark
    case .light: light
    }
  }
}

extension Canvas {
  /// The gallery's palette for the canvas's appearance.
  public var galleryTheme: GalleryTheme { GalleryTheme.for(appearance) }
}
