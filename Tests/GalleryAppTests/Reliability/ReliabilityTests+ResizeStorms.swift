import Foundation
import PropertyBased
import TerminalUI
import Testing

extension ReliabilityTests {
  /// Storms on each screen, each of a random number of resizes.
  static let stormsPerScreen = 8
  static let resizesPerStorm = 5...30

  /// The sizes storms end at, few enough that `render` draws each screen
  /// at each once.
  static let stormEnds = [(80, 24), (25, 8), (33, 11), (57, 19), (120, 40), (200, 60)].map(
    CellSize.init
  )

  /// Keys a screen gets before its storms, in tmux's names and the
  /// script's: Wi-Fi is switched off, since on the real clock its network
  /// list changes every 2 seconds and `render`'s does not.
  static let stormSetup = ["wifi-settings": (tmux: "Enter", script: "enter")]

  /// Each screen in a real tmux pane, resized many times in quick
  /// succession: after each storm the pane shows what `gallery render`
  /// draws at the size the storm ended at, with the same keys.
  @Test func resizeStorms() throws {
    var random = Xoshiro(seed: (0x7374_6f72_6d73, 13, 0x5eed, 2))
    var screens = 0
    var mismatches = 0
    for target in Self.targets {
      let setup = Self.stormSetup[target]
      var expected: [CellSize: String] = [:]
      func rendered(_ size: CellSize) throws -> String {
        if let screen = expected[size] { return screen }
        let keys = setup.map { ["--keys", $0.script] } ?? []
        let screen = try renderedScreen([target] + keys, width: size.width, height: size.height)
        expected[size] = screen
        return screen
      }
      let arguments = (target == "menu" ? [] : [target]) + ["--seed", "0"]
      try GalleryRun.start(arguments) { run in
        if let setup {
          let untouched = try renderedScreen([target], width: 80, height: 24)
          try run.pane.waitForScreen("\(target) at 80×24") { normalized($0) == untouched }
          try run.pane.sendKeys(setup.tmux)
        }
        let first = try rendered(CellSize(width: 80, height: 24))
        try run.pane.waitForScreen("\(target) at 80×24, ready for storms") {
          normalized($0) == first
        }
        for _ in 0..<Self.stormsPerScreen {
          for _ in 0..<Int.random(in: Self.resizesPerStorm, using: &random) {
            try run.pane.resize(
              width: Int.random(in: 1...200, using: &random),
              height: Int.random(in: 1...60, using: &random)
            )
          }
          let end = Self.stormEnds.randomElement(using: &random)!
          try run.pane.resize(width: end.width, height: end.height)
          let want = try rendered(end)
          screens += 1
          do {
            try run.pane.waitForScreen(
              "\(target) at \(end.width)×\(end.height)",
              timeout: .seconds(10)
            ) {
              normalized($0) == want
            }
          } catch {
            mismatches += 1
            Issue.record(Comment(rawValue: "\(target) after a storm: \(error)\nexpected:\n\(want)"))
          }
        }
        try run.pane.sendKeys("C-c")
        try run.expectTerminalGivenBack(status: 0)
      }
    }
    try Self.record("resize.storm.screens", screens)
    try Self.record("resize.storm.mismatches", mismatches)
  }
}
