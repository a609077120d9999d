import Testing

@testable import TerminalUI

/// Input put together as the terminal reads it: SGR mouse reports and
/// bracketed pastes, whole, cut short or broken off.
@Suite struct InputAssemblyTests {
  /// The reads of `text`, one character each, then nothing.
  static func reads(_ parts: [InputAssembly.Read?]) -> (Int) -> InputAssembly.Read? {
    var remaining = parts[...]
    return { _ in remaining.popFirst() ?? nil }
  }

  static func characters(_ text: String) -> [InputAssembly.Read?] {
    text.unicodeScalars.map { .character($0.value) }
  }

  @Test func aMouseReportIsReadToItsFinalCharacter() {
    let event = InputAssembly.event(
      startingWith: .keyCode(KeyDecoder.sgrMouseCode),
      next: Self.reads(Self.characters("0;10;5M"))
    )
    guard case .mouse(let mouse)? = event else {
      Issue.record("not a mouse event: \(String(describing: event))")
      return
    }
    #expect(mouse.x == 9 && mouse.y == 4)
  }

  @Test func aReportCutShortOrMalformedMeansNothing() {
    for parts in [
      Self.characters("0;10"), Self.characters("0;10;") + [nil], Self.characters("-1;3;4M"),
    ] {
      #expect(
        InputAssembly.event(
          startingWith: .keyCode(KeyDecoder.sgrMouseCode),
          next: Self.reads(parts)
        )
          == nil
      )
    }
  }

  @Test func aPasteIsTextToItsEndMarker() {
    let parts =
      Self.characters("ab\rc") + [.keyCode(0o402)] + Self.characters("d")
      + [.keyCode(KeyDecoder.pasteEndCode)] + Self.characters("after")
    let event = InputAssembly.event(
      startingWith: .keyCode(KeyDecoder.pasteStartCode),
      next: Self.reads(parts)
    )
    #expect(event == .paste("ab\ncd"))
  }

  @Test func aPasteThatBreaksOffEndsWhereItBroke() {
    let event = InputAssembly.event(
      startingWith: .keyCode(KeyDecoder.pasteStartCode),
      next: Self.reads(Self.characters("half") + [nil] + Self.characters("rest"))
    )
    #expect(event == .paste("half"))
  }
}
