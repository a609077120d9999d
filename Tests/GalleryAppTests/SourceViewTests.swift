import ExampleSources
import Foundation
import GalleryExamples
import TerminalUI
import Testing

@testable import GalleryApp
@testable import TerminalApp

/// The examples' code, as embedded, printed and shown with `c`.
@Suite struct SourceViewTests {
  /// `Sources/GalleryExamples`, found from this file.
  static let examplesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/GalleryExamples")

  /// Every file under the folders `ExampleSources` links to, by name.
  static func filesOnDisk() throws -> [String: URL] {
    let embedded = examplesFolder.deletingLastPathComponent()
      .appendingPathComponent("ExampleSources/Embedded")
    var files: [String: URL] = [:]
    for link in try FileManager.default.contentsOfDirectory(atPath: embedded.path) {
      let folder = examplesFolder.appendingPathComponent(link)
      let walker = FileManager.default.enumerator(atPath: folder.path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        files[URL(fileURLWithPath: path).lastPathComponent] = folder.appendingPathComponent(path)
      }
    }
    return files
  }

  /// The binary holds each file as it is on disk, and can name every one.
  @Test func everyLinkedFileIsEmbeddedAsItIs() throws {
    let files = try Self.filesOnDisk()
    #expect(files.count > 40)
    for (name, url) in files {
      let onDisk = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      #expect(ExampleSources.text(ofFile: name) == onDisk, "\(name)")
    }
    #expect(ExampleSources.text(ofFile: "Nope.swift") == nil)
  }

  /// Each example names its screen's file first, and every file it names
  /// is embedded and mentions what the example is built from.
  @Test func everyExampleNamesFilesThatExist() throws {
    for (_, example) in Catalogue.examples {
      #expect(!example.sources.isEmpty, "\(example.id)")
      for name in example.sources {
        #expect(ExampleSources.text(ofFile: name) != nil, "\(example.id): \(name)")
      }
    }
    let grid = try #require(Catalogue.sources(for: "grid"))
    #expect(grid.first == "GridViewController.swift")
    #expect(Catalogue.sources(for: "menu")?.first == "OutlineMenuViewController.swift")
  }

  @Test func sourcePrintsTheFileAndNamesTheOthersOnAMistake() throws {
    let printed = try CommandLineTests.run(["source", "insertion-sort"])
    #expect(printed.status == 0)
    #expect(printed.output == ExampleSources.text(ofFile: "InsertionSortViewController.swift"))
    let cell = try CommandLineTests.run([
      "source", "insertion-sort", "--file", "SortNodeCell.swift",
    ])
    #expect(cell.output == ExampleSources.text(ofFile: "SortNodeCell.swift"))
    let wrong = try CommandLineTests.run(["source", "insertion-sort", "--file", "TextCell.swift"])
    #expect(wrong.status == 2)
    #expect(
      wrong.error.contains(
        "'insertion-sort' has no file 'TextCell.swift'; its files: "
          + "InsertionSortViewController.swift, SortNodeCell.swift"
      )
    )
    let unknown = try CommandLineTests.run(["source", "nope"])
    #expect(unknown.status == 2 && unknown.error.contains("unknown example 'nope'"))
  }

  /// `c` opens the code at the layout, Tab goes through the files, `c` or
  /// Esc closes it.
  @Test func cShowsTheCodeFromTheLayoutAndTabGoesThroughTheFiles() throws {
    let (app, clock) = try play("distinct-sections", keys: "c")
    let source = try #require(app.top as? SourceScreen)
    #expect(
      source.files.map(\.name) == [
        "DistinctSectionsViewController.swift", "SectionLayoutKind.swift", "ListCell.swift",
        "TextCell.swift",
      ]
    )
    let text = source.files[0].text
    #expect(text == ExampleSources.text(ofFile: source.files[0].name))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[source.topLine].contains("func createLayout("))
    #expect(screenText(of: app).contains("› DistinctSectionsViewController.swift"))
    try play("tab", on: app, clock: clock)
    #expect(source.fileIndex == 1 && source.topLine == 0)
    try play("backtab c", on: app, clock: clock)
    #expect(!(app.top is SourceScreen))
    try play("c esc", on: app, clock: clock)
    #expect(!(app.top is SourceScreen) && app.stack.count == 2)
  }

  /// Scrolling stops at the last page and at the widest line.
  @Test func scrollingStaysWithinTheCode() throws {
    let (app, clock) = try play("grid", size: .init(width: 60, height: 20), keys: "c end")
    let source = try #require(app.top as? SourceScreen)
    let lineCount =
      ExampleSources.text(ofFile: "GridViewController.swift")!
      .split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(source.topLine == lineCount - 18)
    try play("down down pgdn", on: app, clock: clock)
    #expect(source.topLine == lineCount - 18)
    try play(
      "home right right right right right right right right right right",
      on: app,
      clock: clock
    )
    #expect(source.topLine == 0)
    #expect(source.leftColumn > 0 && source.leftColumn < 100)
    #expect(screenText(of: app).split(separator: "\n")[1].hasSuffix("┃"))
  }

  /// Landmarks: the layout function with its comments, else the class.
  @Test func startLineFindsTheLayoutCodeAndItsComments() {
    let source = """
      import X

      final class A {
        /// Makes it.
        @MainActor
        func createLayout() {}
      }
      """
    #expect(SourceScreen.startLine(of: source) == 3)
    #expect(SourceScreen.startLine(of: "import X\nclass B {}\n") == 1)
    #expect(SourceScreen.startLine(of: "let x = 1\n") == 0)
  }

  @Test func goldenSourceView() throws {
    assertGolden(try render("grid", keys: "c"), named: "grid-80x24")
    assertGolden(
      try render("menu", size: .init(width: 120, height: 40), keys: "c"),
      named: "menu-120x40"
    )
  }

  /// Keywords, types, strings and comments in their colours, dark and light.
  @Test func codeIsColouredByKind() throws {
    for appearance in [Appearance.dark, .light] {
      let syntax = SyntaxTheme.for(appearance)
      let ansi = try render("grid", keys: "c", format: .ansi, appearance: appearance)
      for (style, word) in [
        (syntax.keyword, "func"), (syntax.type, "LayoutSize"), (syntax.number, "0.2"),
        (syntax.string, "\"\\("),
      ] {
        #expect(ansi.contains(sgr(foreground: style.foreground) + "m" + word), "\(word)")
      }
    }
  }
}
