import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

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

  @Test func shiftedCtrlAndAltKeysHaveNames() throws {
    #expect(
      try KeyScript.parse("ctrl-left ctrl-right alt-backspace") == [
        .event(.key(.ctrlLeft)), .event(.key(.ctrlRight)), .event(.key(.altBackspace)),
      ]
    )
    #expect(
      try KeyScript.parse("shift-up shift-down shift-left shift-right") == [
        .event(.key(.shiftUp)), .event(.key(.shiftDown)), .event(.key(.shiftLeft)),
        .event(.key(.shiftRight)),
      ]
    )
  }

  /// A combining mark is read as a character wherever it stands; it joins
  /// neither the quote nor the space before it.
  @Test func aCombiningMarkDoesNotHideASeparator() throws {
    #expect(try KeyScript.parse("\u{301}") == [.event(.character("\u{301}"))])
    #expect(
      try KeyScript.parse("\"\u{301}ab\"") == [
        .event(.character("\u{301}")), .event(.character("a")), .event(.character("b")),
      ]
    )
    #expect(
      try KeyScript.parse("e \u{301} \"x\"\u{301}") == [
        .event(.character("e")), .event(.character("\u{301}")), .event(.character("x")),
        .event(.character("\u{301}")),
      ]
    )
    #expect(try KeyScript.parse("paste:\"\u{301}a\"") == [.event(.paste("\u{301}a"))])
  }

  /// However long the script asks to wait, it cannot make a render run for
  /// ever: its waits add up to ten minutes at most.
  @Test func waitsAddUpToTenMinutesAtMost() throws {
    #expect(try KeyScript.parse("wait:300 wait:300").count == 2)
    do {
      _ = try KeyScript.parse("wait:300 wait:300 wait:0.5")
      Issue.record("no error")
    } catch {
      #expect("\(error)".contains("600.5 seconds") && "\(error)".contains("at most 600"))
    }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("wait:1e7") }
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

  @Test func mouseTokensAreEventsAtZeroBasedCells() throws {
    #expect(
      try KeyScript.parse("click@3,4 wheelup@0,0 wheeldown@10,20 wheelleft@5,6 wheelright@78,23")
        == [
          .event(.mouse(MouseEvent(.click(.left), x: 3, y: 4))),
          .event(.mouse(MouseEvent(.wheelUp, x: 0, y: 0))),
          .event(.mouse(MouseEvent(.wheelDown, x: 10, y: 20))),
          .event(.mouse(MouseEvent(.wheelLeft, x: 5, y: 6))),
          .event(.mouse(MouseEvent(.wheelRight, x: 78, y: 23))),
        ]
    )
  }

  @Test func pasteIsOneEventOfTheQuotedTextSpacesIncluded() throws {
    #expect(
      try KeyScript.parse("down paste:\"Mount  Everest \" x paste:\"q enter\"paste:\"\"")
        == [
          .event(.key(.down)), .event(.paste("Mount  Everest ")), .event(.character("x")),
          .event(.paste("q enter")), .event(.paste("")),
        ]
    )
  }

  @Test func resizeTokens() throws {
    #expect(
      try KeyScript.parse("resize:100x30 resize:1x1000") == [
        .event(.resize(width: 100, height: 30)), .event(.resize(width: 1, height: 1000)),
      ]
    )
  }

  /// Each bad token is an error that quotes it and shows the form expected.
  @Test(
    arguments: [
      ("click@-1,3", "click@X,Y"), ("click@3", "click@X,Y"), ("click", "click@X,Y"),
      ("click@", "click@X,Y"), ("click@a,b", "click@X,Y"), ("click@1.5,2", "click@X,Y"),
      ("click@1,2,3", "click@X,Y"), ("wheelup@3,", "wheelup@X,Y"),
      ("wheeldown@+1,2", "wheeldown@X,Y"), ("wheelleft@,3", "wheelleft@X,Y"),
      ("wheelright@99999999999999999999,1", "wheelright@X,Y"),
      ("resize:0x10", "1 to 1000"), ("resize:1001x10", "1 to 1000"),
      ("resize:80x0", "1 to 1000"), ("resize:80", "resize:WxH"), ("resize:axb", "resize:WxH"),
      ("resize:-80x24", "resize:WxH"), ("paste:abc", "paste:\"TEXT\""),
    ]
  )
  func badNewTokensAreClearErrors(token: String, expected: String) {
    do {
      _ = try KeyScript.parse("down \(token) up")
      Issue.record("no error for \(token)")
    } catch {
      #expect("\(error)".contains("'\(token)'"))
      #expect("\(error)".contains(expected))
    }
  }

  @Test func unterminatedPasteIsAnError() {
    do {
      _ = try KeyScript.parse("down paste:\"Mount Ev")
      Issue.record("no error")
    } catch {
      #expect("\(error)".contains("paste:\"Mount Ev"))
      #expect("\(error)".contains("unterminated"))
    }
  }

  @Test func unknownTokenErrorListsEveryForm() {
    do {
      _ = try KeyScript.parse("jump")
      Issue.record("no error")
    } catch {
      for form in [
        "ctrl-X", "\"text\"", "click@X,Y", "wheelup@X,Y", "wheeldown@X,Y", "wheelleft@X,Y",
        "wheelright@X,Y", "paste:\"TEXT\"", "resize:WxH", "wait:SECONDS",
      ] {
        #expect("\(error)".contains(form), "\(form)")
      }
    }
  }

  @Test func pastingIntoTheSearchFieldFiltersOnce() throws {
    let screen = try render("mountains-search", keys: "paste:\"Everest\"")
    let field = screen.split(separator: "\n")[1]
    #expect(field.contains("Everest") && field.contains("1 of 387"))
  }

  @Test func aPastedQIsTextAndNeverQuits() throws {
    let (app, _) = try play("mountains-search", keys: "paste:\"q\"")
    #expect(!app.isFinished)
    let screen = try #require(app.top as? MountainsViewController)
    #expect(screen.searchField.text == "q")
    // Out of the field, and on the menu, a paste is not a key either.
    let (results, _) = try play("mountains-search", keys: "tab paste:\"q\"")
    #expect(!results.isFinished)
    let (menu, _) = try play("menu", keys: "paste:\"q\"")
    #expect(!menu.isFinished)
    let (typed, _) = try play("menu", keys: "q")
    #expect(typed.isFinished)
  }
}
