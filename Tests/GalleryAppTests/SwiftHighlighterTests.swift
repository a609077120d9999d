import ExampleSources
import GalleryExamples
import Testing

@testable import GalleryApp
@testable import TerminalApp

/// Swift source in coloured runs.
@Suite struct SwiftHighlighterTests {
  typealias Run = SwiftHighlighter.Run

  /// The kinds of the non-blank runs of one line.
  func kinds(_ line: String) -> [(SwiftHighlighter.Kind, String)] {
    SwiftHighlighter.lines(of: line)[0].compactMap { run in
      run.kind == .plain && run.text.allSatisfy(\.isWhitespace) ? nil : (run.kind, run.text)
    }
  }

  @Test func keywordsTypesNumbersAndAttributes() {
    let line = "@MainActor private static let size = LayoutSize(0.2, 0x1F, 1_000) #if DEBUG"
    #expect(
      SwiftHighlighter.lines(of: line)[0] == [
        Run(kind: .attribute, text: "@MainActor"), Run(kind: .plain, text: " "),
        Run(kind: .keyword, text: "private"), Run(kind: .plain, text: " "),
        Run(kind: .keyword, text: "static"), Run(kind: .plain, text: " "),
        Run(kind: .keyword, text: "let"), Run(kind: .plain, text: " size = "),
        Run(kind: .type, text: "LayoutSize"), Run(kind: .plain, text: "("),
        Run(kind: .number, text: "0.2"), Run(kind: .plain, text: ", "),
        Run(kind: .number, text: "0x1F"), Run(kind: .plain, text: ", "),
        Run(kind: .number, text: "1_000"), Run(kind: .plain, text: ") "),
        Run(kind: .attribute, text: "#if"), Run(kind: .plain, text: " "),
        Run(kind: .type, text: "DEBUG"),
      ]
    )
  }

  /// A point is part of a number only before a digit; names with digits
  /// and backticks are names.
  @Test func numbersEndWhereTheyShould() {
    #expect(kinds("1.description grid5 `class`").map(\.0) == [.number, .plain])
    #expect(kinds("1.description")[0].1 == "1")
  }

  /// An interpolation's code is code; the parentheses around it belong to
  /// the string, those inside it to the code.
  @Test func stringsWithEscapesAndInterpolations() {
    let runs = SwiftHighlighter.lines(of: #"let s = "a \"b\" \(f(x)) c" // done"#)[0]
    #expect(
      runs.map(\.text).joined() == #"let s = "a \"b\" \(f(x)) c" // done"#
    )
    #expect(runs.first { $0.kind == .string }?.text == #""a \"b\" \("#)
    #expect(runs.contains(Run(kind: .plain, text: "f(x)")))
    #expect(runs.contains(Run(kind: .string, text: #") c""#)))
    #expect(runs.last == Run(kind: .comment, text: "// done"))
  }

  @Test func rawAndMultilineStringsAndNestedComments() {
    let source = #"""
      let a = #"no \(interpolation) "here""#
      let b = """
        two "lines" \(x)
        """ /* outer /* inner */ still */ let c
      """#
    let lines = SwiftHighlighter.lines(of: source)
    #expect(lines.count == 4)
    #expect(lines[0].last == Run(kind: .string, text: ##"#"no \(interpolation) "here""#"##))
    #expect(lines[1].last == Run(kind: .string, text: #"""""#))
    #expect(lines[2].first == Run(kind: .string, text: #"  two "lines" \("#))
    #expect(lines[3].contains(Run(kind: .comment, text: "/* outer /* inner */ still */")))
    #expect(lines[3].last == Run(kind: .plain, text: " c"))
  }

  /// Whatever comes in, the runs give it back line for line: over every
  /// embedded file, and over unterminated strings and comments.
  @Test func runsGiveBackEveryLine() throws {
    let names = Catalogue.examples.flatMap(\.example.sources) + Catalogue.menuSources
    for text in names.compactMap(ExampleSources.text(ofFile:)) + [
      "\"open", "/* open", "#", "\"\\(",
    ] {
      let lines = SwiftHighlighter.lines(of: text)
      #expect(
        lines.map { $0.map(\.text).joined() }
          == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      )
      #expect(
        lines.allSatisfy { line in zip(line, line.dropFirst()).allSatisfy { $0.kind != $1.kind } }
      )
    }
  }
}
