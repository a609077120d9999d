import CollectionView
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// With `--reduce-motion` nothing slides: a change, a scroll or a
/// sideways page is in its place in the first frame after the key.
@Suite struct ReduceMotionTests {
  static func screen(_ target: String, keys: String, reducesMotion: Bool, settle: Bool) throws
    -> String
  {
    try HeadlessRender.render(
      target: target,
      size: CellSize(width: 80, height: 24),
      script: KeyScript.parse(keys),
      seed: 0,
      format: .ansi,
      settle: settle,
      reducesMotion: reducesMotion
    )
  }

  @Test(arguments: [
    ("wifi-settings", "enter"), ("mountains-search", "\"ma\""), ("grid", "pgdn"),
    ("orthogonal-section-behaviors", "right right right"), ("insertion-sort", "enter wait:0.3"),
    ("table-view-editing", "down delete"), ("emoji-explorer", "down down enter"),
  ])
  func theFirstFrameIsTheSettledOne(target: String, keys: String) throws {
    let midway = try Self.screen(
      target,
      keys: keys + " wait:0.02",
      reducesMotion: true,
      settle: false
    )
    let settled = try Self.screen(
      target,
      keys: keys + " wait:0.02",
      reducesMotion: true,
      settle: true
    )
    #expect(midway == settled)
    // Without the flag the same moment is still on its way.
    let moving = try Self.screen(
      target,
      keys: keys + " wait:0.02",
      reducesMotion: false,
      settle: false
    )
    #expect(moving != midway)
  }
}
