import CollectionView
import GalleryExamples
import TerminalApp
import Testing

@testable import GalleryApp

/// A screen lives as long as something shows it: once its app lets go,
/// every controller, view and data source of it is freed. A closure that
/// holds its own controller (a layout's section provider, a registration,
/// a swipe action) makes a cycle that keeps the whole screen alive, and a
/// screen pushed and popped again and again grows without bound.
@Suite struct ScreenLifetimeTests {
  /// A few keys that reach each screen's closures: the section provider
  /// on layout, registrations on drawing, and focus, opening and the swipe
  /// actions' providers on keys.
  @Test(arguments: ["menu"] + Catalogue.examples.map(\.example.id))
  func aScreenIsFreedWhenItsAppLetsGo(_ id: String) throws {
    weak var screen: Screen?
    weak var app: App?
    try {
      let (played, clock) = try play(id)
      screen = played.top
      app = played
      #expect(screen != nil)
      try play("down right shift-right esc enter wait:1 esc", on: played, clock: clock)
    }()
    #expect(app == nil, "\(id): the app outlives its last reference")
    #expect(screen == nil, "\(id): the screen outlives its app")
  }
}
