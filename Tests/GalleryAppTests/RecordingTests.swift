import Foundation
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `gallery record` and `render --format svg`: outputs for other programs,
/// read back here as those programs would.
@Suite struct RecordingTests {
  /// A recording's header and events, each line read as JSON.
  struct Cast {
    var header: [String: Any]
    var events: [(time: Double, kind: String, data: String)]

    init(_ text: String) throws {
      let lines = text.split(separator: "\n")
      let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8))
      header = try #require(first as? [String: Any])
      events = try lines.dropFirst().map { line in
        let event = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
        )
        return (
          try #require(event[0] as? Double), try #require(event[1] as? String),
          try #require(event[2] as? String)
        )
      }
    }
  }

  /// What `gallery record` writes for these arguments.
  func recording(
    target: String,
    size: CellSize,
    script: [KeyScript.Step],
    seed: UInt64,
    fps: Int
  ) throws -> String {
    var cast = ""
    try HeadlessRecording.record(target: target, size: size, script: script, seed: seed, fps: fps) {
      cast += $0
    }
    return cast
  }

  /// The screens a player shows, one per output event, at its time.
  func screens(of cast: Cast) throws -> [(time: Double, text: String)] {
    var screen = ANSIScreen(
      width: try #require(cast.header["width"] as? Int),
      height: try #require(cast.header["height"] as? Int)
    )
    var result: [(Double, String)] = []
    for event in cast.events {
      if event.kind == "r" {
        let size = event.data.split(separator: "x").compactMap { Int($0) }
        screen.resize(width: size[0], height: size[1])
        continue
      }
      try screen.write(event.data)
      result.append((event.time, screen.text))
    }
    return result
  }

  /// Every frame of a recording is the screen `render --no-settle` draws
  /// at its time, on a grid of 1/fps seconds, one frame a tick at most;
  /// the last is the settled screen.
  @Test func everyFrameIsTheScreenAtItsTime() throws {
    let script = #""e" wait:0.33 "v" wait:0.5"#
    let cast = try Cast(
      try recording(
        target: "mountains-search",
        size: CellSize(width: 60, height: 16),
        script: KeyScript.parse(script),
        seed: 0,
        fps: 20
      )
    )
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.header["width"] as? Int == 60 && cast.header["height"] as? Int == 16)
    let frames = try screens(of: cast)
    #expect(frames.count > 6)
    for (index, frame) in frames.enumerated() {
      let ticks = frame.time * 20
      #expect(abs(ticks - ticks.rounded()) < 1e-6, "frame at \(frame.time)")
      if index > 0 { #expect(frame.time > frames[index - 1].time) }
      // Events at a tick's time are on screen at that tick.
      let keys =
        frame.time < 0.33 - 1e-9
        ? #""e" wait:\#(frame.time)"# : #""e" wait:0.33 "v" wait:\#(max(0, frame.time - 0.33))"#
      let expected = try render(
        "mountains-search",
        size: CellSize(width: 60, height: 16),
        keys: keys,
        settle: false
      )
      #expect(frame.text == expected, "frame at \(frame.time)")
    }
    let settled = try render(
      "mountains-search",
      size: CellSize(width: 60, height: 16),
      keys: script
    )
    #expect(frames.last?.text == settled)
  }

  /// A recording is written line by line as its frames are made, none of
  /// it kept: its memory stays flat however long the run, and a player
  /// reading a pipe shows each frame as it comes.
  @Test func aRecordingIsWrittenLineByLine() throws {
    var writes: [String] = []
    try HeadlessRecording.record(
      target: "insertion-sort",
      size: CellSize(width: 40, height: 12),
      script: KeyScript.parse("enter wait:2"),
      seed: 0,
      fps: 10
    ) { writes.append($0) }
    #expect(writes.count > 10)
    for line in writes {
      #expect(line.last == "\n" && line.dropLast().allSatisfy { $0 != "\n" })
    }
    let cast = try Cast(writes.joined())
    #expect(cast.events.count == writes.count - 1)
  }

  /// A change between ticks, with nothing moving after it, shows from the
  /// next tick on, as a camera would see it.
  @Test func aChangeBetweenTicksShowsAtTheNextTick() throws {
    let cast = try Cast(
      try recording(
        target: "grid",
        size: CellSize(width: 40, height: 12),
        script: KeyScript.parse("wait:0.33 right wait:0.5"),
        seed: 0,
        fps: 20
      )
    )
    #expect(cast.events.map(\.time) == [0, 0.35])
    let frames = try screens(of: cast)
    #expect(
      frames.last?.text
        == (try render("grid", size: CellSize(width: 40, height: 12), keys: "right"))
    )
  }

  /// A resize in the script is a resize event, then a whole new screen.
  @Test func aResizeIsRecorded() throws {
    let cast = try Cast(
      try recording(
        target: "grid",
        size: CellSize(width: 40, height: 12),
        script: KeyScript.parse("wait:0.2 resize:50x14 wait:0.2"),
        seed: 0,
        fps: 30
      )
    )
    let resize = try #require(cast.events.first { $0.kind == "r" })
    #expect(resize.data == "50x14" && abs(resize.time - 0.2) < 1e-6)
    let frames = try screens(of: cast)
    #expect(
      frames.last?.text
        == (try render("grid", size: CellSize(width: 40, height: 12), keys: "resize:50x14"))
    )
  }

  /// The same arguments make the same file; the command line checks fps.
  @Test func recordingsAreReproducibleAndFpsIsChecked() throws {
    let arguments = ["record", "insertion-sort", "--keys", "enter wait:0.5", "--fps", "10"]
    let first = try CommandLineTests.run(arguments)
    #expect(first.status == 0 && first.output.hasPrefix("{\"version\":2,"))
    #expect(try CommandLineTests.run(arguments).output == first.output)
    for fps in ["0", "61", "x"] {
      let bad = try CommandLineTests.run(["record", "grid", "--fps", fps])
      #expect(bad.status == 2 && bad.output.isEmpty, "\(fps)")
    }
    let unknown = try CommandLineTests.run(["record", "nope"])
    #expect(unknown.status == 2 && unknown.error.contains("unknown example 'nope'"))
  }

  /// An SVG screen is well-formed XML whose texts, placed by their x and
  /// y, give back the screen's text; colours come from the theme.
  @Test func svgIsXMLThatHoldsTheScreen() throws {
    for appearance in [Appearance.dark, .light] {
      let svg = try render("grid", format: .svg, appearance: appearance)
      let reader = SVGTexts()
      let parser = XMLParser(data: Data(svg.utf8))
      parser.delegate = reader
      #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
      var rows = Array(repeating: [Character](repeating: " ", count: 80), count: 24)
      for text in reader.texts {
        let column = Int((text.x / Canvas.svgCellSize.width).rounded())
        let row = Int(((text.y - 14) / Canvas.svgCellSize.height).rounded())
        var x = column
        for character in text.content {
          rows[row][x] = character
          x += max(1, CharacterWidth.width(of: String(character)))
        }
      }
      let text = rows.map {
        String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
      }.joined()
      #expect(text == (try render("grid", appearance: appearance)))
      let background = appearance.backdrop.background
      #expect(
        svg.contains(
          String(
            format: "fill=\"#%02x%02x%02x\"",
            background.red,
            background.green,
            background.blue
          )
        )
      )
    }
  }
}

/// The `<text>` elements of an SVG, with their positions.
private final class SVGTexts: NSObject, XMLParserDelegate {
  var texts: [(x: Double, y: Double, content: String)] = []
  private var open: (x: Double, y: Double)?

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard elementName == "text" else { return }
    open = (Double(attributes["x"] ?? "") ?? -1, Double(attributes["y"] ?? "") ?? -1)
    texts.append((open!.x, open!.y, ""))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard open != nil else { return }
    texts[texts.count - 1].content += string
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "text" { open = nil }
  }
}
