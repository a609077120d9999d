import GalleryApp
import Testing

@Suite struct KeyScriptTests {
  @Test func tokensBecomeEventsAndWaits() throws {
    let steps = try KeyScript.parse("down enter \"Hi there\" wait:0.5 x ctrl-u space")
    #expect(steps.count == 2 + 8 + 1 + 1 + 1 + 1)
    #expect(steps[0] == .event(.key(.down)))
    #expect(steps[2] == .event(.character("H")))
    #expect(steps[4] == .event(.character(" ")))
    #expect(steps[10] == .wait(0.5))
    #expect(steps[11] == .event(.character("x")))
    #expect(steps[12] == .event(.ctrl("u")))
    #expect(steps[13] == .event(.character(" ")))
  }

  @Test func shiftedArrowsHaveNames() throws {
    #expect(
      try KeyScript.parse("shift-up shift-down") == [
        .event(.key(.shiftUp)), .event(.key(.shiftDown)),
      ]
    )
  }

  @Test func badTokensAreClearErrors() {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("jump") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("wait:soon") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("\"open") }
    do {
      _ = try KeyScript.parse("down jump")
      Issue.record("no error")
    } catch {
      #expect("\(error)".contains("'jump'"))
    }
  }
}
