import CollectionView
import GalleryExamples
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// Fades blend toward the background the terminal has, so on a grey
/// terminal nothing fading flashes black.
@Suite struct TerminalBackgroundFadeTests {
  /// A terminal of VS Code's dark grey.
  static let grey = Backdrop(background: (30, 30, 30), foreground: (212, 212, 212))

  /// The colours of every cell of `canvas`, explicit ones only.
  static func colors(of canvas: Canvas) -> Set<[UInt8]> {
    var colors: Set<[UInt8]> = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let style = canvas[x: x, y: y].style
        for color in [style.foreground, style.background] {
          if let rgb = color.rgbComponents { colors.insert([rgb.red, rgb.green, rgb.blue]) }
        }
      }
    }
    return colors
  }

  @Test(arguments: [
    ("wifi-settings", "enter"), ("wifi-settings", "enter wait:1 enter"),
    ("table-view-editing", "down delete"), ("list-appearances", "enter"),
  ])
  func nothingFadingIsDarkerThanTheTerminal(target: String, keys: String) throws {
    let (app, clock) = try play(target)
    app.adoptTerminalColors(Self.grey, appearance: .dark)
    func frame(at time: Double) -> Canvas {
      var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
      app.draw(into: &canvas, now: time)
      return canvas
    }
    let atRest = Self.colors(of: frame(at: clock.now))
    HeadlessRender.play(try KeyScript.parse(keys), on: app, clock: clock)
    let settled = Self.colors(of: frame(at: .infinity))
    var midway: Set<[UInt8]> = []
    for step in 0...16 {
      midway.formUnion(Self.colors(of: frame(at: clock.now + Double(step) / 60)))
    }
    // Darker than the terminal in every channel, and in neither screen at
    // rest: a fade toward black.
    let flashes = midway.subtracting(atRest).subtracting(settled).filter {
      $0.allSatisfy { $0 < 30 }
    }
    #expect(flashes.isEmpty, "\(flashes.sorted { $0.lexicographicallyPrecedes($1) })")
  }

  /// A deleted row gives up its focus bar at once: in every frame of the
  /// delete exactly one row is drawn focused, the neighbour focus moved to.
  @Test func aDeletedRowFadesWithoutItsFocusBar() throws {
    let (app, clock) = try play("table-view-editing", keys: "down")
    let focused = app.traits.theme.focused
    HeadlessRender.play(try KeyScript.parse("delete"), on: app, clock: clock)
    for step in 0...16 {
      var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
      app.draw(into: &canvas, now: clock.now + Double(step) / 60)
      // Rows whose first content column is drawn in the focus style.
      let rows = (1..<canvas.height - 1).filter { y in
        (0..<canvas.width).contains {
          canvas[x: $0, y: y].style.attributes == focused.attributes
            && canvas[x: $0, y: y].style.attributes.contains(.reverse)
        }
      }
      #expect(rows.count == 1, "frame \(step): focused rows \(rows)")
    }
  }
}
