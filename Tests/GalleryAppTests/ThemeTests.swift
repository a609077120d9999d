import CollectionView
import GalleryExamples
import TerminalUI
import Testing

@testable import GalleryApp

/// Every screen in both palettes: stored as `--format ansi` goldens, and
/// checked cell by cell for text left in the terminal's default colour on
/// a background the theme set, which a light or dark terminal can make
/// unreadable.
@Suite struct ThemeTests {
  static let targets = ["menu"] + Catalogue.examples.map(\.example.id)

  @Test(arguments: targets)
  func everyScreenInBothThemes(_ target: String) throws {
    for appearance in Appearance.allCases {
      assertGolden(
        try render(target, format: .ansi, appearance: appearance),
        named: "\(target)-\(appearance.rawValue)"
      )
    }
  }

  /// The states worth a look besides the first screen: focus moved, the
  /// help overlay, an example's own mode.
  static let scripts = ["", "down right", "?", "e", "a", "enter wait:0.1"]

  @Test(arguments: targets)
  func noThemeBackgroundHasTheDefaultTextColour(_ target: String) throws {
    for appearance in Appearance.allCases {
      for script in Self.scripts {
        let (app, clock) = try play(target, keys: script)
        var canvas = Canvas(size: app.size, appearance: appearance)
        app.draw(into: &canvas, now: clock.now)
        for y in 0..<canvas.height {
          for x in 0..<canvas.width {
            let style = canvas[x: x, y: y].style
            #expect(
              style.background == .default || style.foreground != .default,
              "\(target) \(appearance) after '\(script)': cell (\(x), \(y))"
            )
          }
        }
      }
    }
  }

  @Test func colorFGBGPicksTheAppearance() {
    #expect(Appearance(colorFGBG: "15;0") == .dark)
    #expect(Appearance(colorFGBG: "0;15") == .light)
    #expect(Appearance(colorFGBG: "0;7") == .light)
    #expect(Appearance(colorFGBG: "7;default;0") == .dark)
    #expect(Appearance(colorFGBG: "12;8") == .dark)
    #expect(Appearance(colorFGBG: "default") == nil)
    #expect(Appearance(colorFGBG: "") == nil)
    #expect(Appearance(colorFGBG: nil) == nil)
  }

  @Test func theLightThemeDrawsDarkTextOnLightBars() throws {
    let ansi = try render("section-headers-footers", format: .ansi, appearance: .light)
    let header = Theme.light.headerBar
    #expect(
      ansi.contains(sgr(foreground: header.foreground) + ";" + sgr(background: header.background))
    )
    #expect(!ansi.contains(sgr(background: Theme.dark.headerBar.background)))
  }

  /// A focused row is one bar in one style from edge to edge, its
  /// secondary text too.
  @Test func aFocusedRowIsOneStyle() throws {
    for appearance in Appearance.allCases {
      let (app, clock) = try play("table-view-editing")
      var canvas = Canvas(size: app.size, appearance: appearance)
      app.draw(into: &canvas, now: clock.now)
      let bar = (3..<canvas.width - 3).map { canvas[x: $0, y: 2].style }
      #expect(Set(bar) == [canvas.theme.focused], "\(appearance)")
    }
  }

  /// Secondary text is grey, not dim: xterm draws dim text darker, which on
  /// a light background sets nothing apart.
  @Test func secondaryTextIsGreyInBothThemes() throws {
    for appearance in Appearance.allCases {
      let (app, clock) = try play("conference-videos")
      var canvas = Canvas(size: app.size, appearance: appearance)
      app.draw(into: &canvas, now: clock.now)
      let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      let y = try #require(rows.firstIndex { $0.contains("Tech Talks") })
      let x = try #require(Array(rows[y]).firstIndex(of: "T"))
      let style = canvas[x: x, y: y].style
      #expect(style.foreground == Theme.secondaryText.foreground, "\(appearance)")
      #expect(!style.attributes.contains(.dim), "\(appearance)")
    }
  }

  /// A grouped table's footers read as notes, not rows: grey text on no
  /// bar, with a blank line between them and the rows above.
  @Test func tableFootersAreSecondaryTextSetApart() throws {
    let footer = "Trips I've made!"
    let (app, clock) = try play("table-view-editing")
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains(footer) })
    let x = try #require(Array(rows[y]).firstIndex(of: footer.first!))
    #expect(canvas[x: x, y: y].style == Theme.secondaryText)
    #expect(Self.isBlank(rows[y - 1]))
  }

  /// The sample's section footers are on the grey bar, as its headers are,
  /// in both themes; a blank line keeps a footer's bar from running into
  /// the next section's header.
  @Test(arguments: ["section-headers-footers", "pinned-section-headers"])
  func sectionFootersAreOnTheHeadersBar(_ target: String) throws {
    for appearance in Appearance.allCases {
      let (app, clock) = try play(target)
      var canvas = Canvas(size: app.size, appearance: appearance)
      app.draw(into: &canvas, now: clock.now)
      let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      let footerY = try #require(rows.firstIndex { $0.contains("section-footer for section 0") })
      let headerY = try #require(rows.firstIndex { $0.contains("section-header for section 1") })
      let x = try #require(Array(rows[footerY]).firstIndex(of: "s"))
      #expect(canvas[x: x, y: footerY].style == canvas.theme.headerBar, "\(appearance)")
      #expect(canvas[x: x, y: footerY].style == canvas[x: x, y: headerY].style, "\(appearance)")
      #expect(headerY == footerY + 2, "\(appearance)")
      #expect(Self.isBlank(rows[footerY + 1]), "\(appearance)")
    }
  }

  /// Whether a line shows nothing but the scrollbar.
  static func isBlank(_ line: Substring) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "┃" || $0 == "│" }
  }
}
