import GalleryExamples
import PropertyBased
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// Random key scripts on every screen at odd sizes, played as `gallery
/// render` plays them: whatever the keys, nothing crashes, the screen is
/// exactly as tall as the terminal, no line is wider, and the same script
/// gives the same bytes. The long run of the same idea is
/// `ReliabilityTests.fuzz`.
@Suite struct RandomScriptTests {
  static let targets = ["menu"] + Catalogue.examples.map(\.example.id)

  /// From a single cell to a large terminal, by way of sizes no layout was
  /// drawn for. The largest is no larger because Insertion Sort's cost
  /// grows with the area, and the debug build sorts a 200×60 grid for
  /// seconds.
  static let sizes = [(1, 1), (7, 3), (25, 8), (33, 11), (151, 47)].map(CellSize.init)

  /// Short scripts and short waits: every target at every size stays
  /// within a few seconds.
  static let scripts = RandomKeyScripts(
    tokens: 0...24,
    largestSize: CellSize(width: 120, height: 40),
    longestWait: 0.25
  )

  @Test(arguments: targets, sizes)
  func aRandomScriptKeepsTheScreenInShape(_ target: String, size: CellSize) async {
    await propertyCheck(count: 1, input: Self.scripts.generator(for: size)) { script in
      let screen = try render(target, size: size, keys: script)
      let final = try finalSize(of: script) ?? size
      #expect(screen.last == "\n")
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == final.height)
      for line in lines {
        #expect(CharacterWidth.width(of: line) <= final.width, "\(line)")
      }
      #expect(try render(target, size: size, keys: script) == screen)
    }
  }

  /// Resizes leave no trace: the screen after a trip to each odd size and
  /// straight back, or after a storm through all of them, is the first
  /// screen `render` draws at the size it ends at.
  @Test(arguments: targets)
  func resizeStormsLeaveNoTrace(_ target: String) throws {
    let firstScreen = try render(target, size: Self.stormEnd)
    for storm in Self.sizes.map({ Self.storm([$0]) }) + [Self.storm(Self.sizes)] {
      #expect(
        try render(target, size: Self.stormEnd, keys: storm) == firstScreen,
        "after \(storm)"
      )
    }
  }

  /// Random keys after a storm in a random order do what they do without
  /// it.
  @Test(arguments: targets)
  func keysAfterAResizeStormActAsWithoutIt(_ target: String) async {
    await propertyCheck(
      count: 1,
      input: Gen.shuffled(Self.sizes),
      Self.scripts.generator(for: Self.stormEnd)
    ) { sizes, keys in
      let storm = Self.storm(sizes)
      let afterStorm = try render(target, size: Self.stormEnd, keys: storm + " " + keys)
      let direct = try render(target, size: Self.stormEnd, keys: keys)
      #expect(afterStorm == direct, "after \(storm)")
    }
  }

  /// Where the storms start and end.
  static let stormEnd = CellSize(width: 80, height: 24)

  /// Resizes through `sizes`, then back to ``stormEnd``.
  static func storm(_ sizes: some Sequence<CellSize>) -> String {
    (Array(sizes) + [stormEnd]).map { "resize:\($0.width)x\($0.height)" }.joined(separator: " ")
  }

  /// The size the last `resize:` in `script` leaves, if it has one.
  private func finalSize(of script: String) throws -> CellSize? {
    try KeyScript.parse(script).lazy.compactMap { step in
      guard case .event(.resize(let width, let height)) = step else { return nil }
      return CellSize(width: width, height: height)
    }.last
  }
}
