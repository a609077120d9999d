import Foundation
import Testing

@testable import GalleryExamples
@testable import TerminalUI

/// Names in scripts whose graphemes hold several scalars that take columns
/// (Devanagari and Bengali vowel signs and conjuncts, Thai sara am) or wide
/// ones (Hangul), shown intact by `gallery render` and `gallery record`.
@Suite struct ScriptNamesTests {
  static let names = ["हिमालय", "स्त्री पर्वत", "কাঞ্চনজঙ্ঘা", "ภูเขา", "ดอยคำ", "한라산"]
  static let data =
    names.enumerated().map { "\($1),\(8_000 + $0)\n" }.joined() + "Mont Blanc,4808\n"

  /// Runs `gallery` with `arguments` on a mountains file of ``names``.
  private func gallery(_ arguments: [String]) throws -> String {
    var output = ""
    try withTemporaryFolder(holding: ["mountains.csv": Self.data]) { directory in
      var environment = ProcessInfo.processInfo.environment
      environment[Resources.overrideVariable] = directory
      let run = try runProcess(try galleryExecutable(), arguments, environment: environment)
      #expect(run.status == 0)
      output = run.output
    }
    return output
  }

  /// Every name is on screen whole, and each row's height ends in the
  /// same column as Mont Blanc's beside it, counted as a terminal counts.
  @Test func mountainsSearchShowsEveryNameWhole() throws {
    let screen = try gallery(["render", "mountains-search", "--size", "80x12"])
    for name in Self.names {
      #expect(screen.contains(name), "\(name) in\n\(screen)")
    }
    let rows = screen.split(separator: "\n").filter { $0.hasSuffix(" m") }
    #expect(rows.count == 4)
    // The heights of the first column end where Mont Blanc's does.
    let ends = rows.map { row in
      let upToHeight = row[..<row.range(of: " m")!.upperBound]
      return upToHeight.unicodeScalars.reduce(0) { $0 + max(0, CharacterWidth.systemWidth($1)) }
    }
    #expect(Set(ends).count == 1, "\(ends)\n\(screen)")
  }

  /// A name typed into the search field is shown whole there and finds
  /// its mountain.
  @Test func aNameTypedIntoTheSearchFieldIsShownWhole() throws {
    let screen = try gallery(["render", "mountains-search", "--keys", #""हिमालय""#])
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix(" / हिमालय "), "\(screen)")
    #expect(lines[1].hasSuffix("1 of 7"))
    #expect(lines[3].hasPrefix("   हिमालय "))
  }

  /// In a real terminal (a tmux pane, which measures as `wcwidth` does)
  /// through curses, and through frames written as escape sequences for
  /// 24-bit colour: every name whole and every row in step, also after the
  /// names give way to others and come back.
  @Test(
    .enabled(if: TmuxPane.executable != nil || isContinuousIntegration, "tmux is not installed"),
    arguments: ["", "truecolor"]
  )
  func theTerminalShowsEveryNameWholeAndInStep(colorTerm: String) throws {
    let size = ["--size", "80x12"]
    let all = normalized(try gallery(["render", "mountains-search"] + size))
    let typed = #""हिमालय""#
    let found = normalized(try gallery(["render", "mountains-search", "--keys", typed] + size))
    try withTemporaryFolder(holding: ["mountains.csv": Self.data]) { directory in
      try GalleryRun.start(
        ["mountains-search"],
        width: 80,
        height: 12,
        environment: [Resources.overrideVariable: directory, "COLORTERM": colorTerm]
      ) { run in
        try run.pane.waitForScreen("every name") { normalized($0) == all }
        try run.pane.sendLiteral("हिमालय")
        try run.pane.waitForScreen("हिमालय found") { normalized($0) == found }
        for _ in 0..<6 { try run.pane.sendKeys("BSpace") }
        try run.pane.waitForScreen("every name again") { normalized($0) == all }
        try run.pane.sendKeys("Escape", "q")
        try run.expectTerminalGivenBack(status: 0)
      }
    }
  }

  /// A recording played back by a terminal that measures as `wcwidth`
  /// does ends on the screen `render` prints.
  @Test func aRecordingPlaysBackEveryNameWhole() throws {
    let keys = #""क" backspace"#
    let cast = try RecordingTests.Cast(
      try gallery(["record", "mountains-search", "--size", "80x12", "--keys", keys])
    )
    var screen = ANSIScreen(width: 80, height: 12)
    for event in cast.events where event.kind == "o" { try screen.write(event.data) }
    for name in Self.names {
      #expect(screen.text.contains(name), "\(name) in\n\(screen.text)")
    }
    let rendered = try gallery(["render", "mountains-search", "--size", "80x12", "--keys", keys])
    #expect(screen.text == rendered)
  }
}
