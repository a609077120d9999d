import Testing

@testable import TerminalUI

/// Input put together as the terminal reads it: SGR mouse reports and
/// bracketed pastes, whole, cut short or broken off; and a terminal's
/// answers, which are never keys.
@Suite struct InputAssemblyTests {
  /// Reads as a terminal hands them over, with what is put back read again
  /// first; nil stands for a read that timed out.
  final class Reads {
    var remaining: ArraySlice<InputAssembly.Read?>
    var discarded = false
    init(_ parts: [InputAssembly.Read?]) { remaining = parts[...] }

    func next() -> InputAssembly.Read? { remaining.popFirst() ?? nil }

    /// Every event the reads make, in order, until they run out.
    func events() -> [InputEvent?] {
      var events: [InputEvent?] = []
      while let first = remaining.popFirst() {
        guard let first else { continue }
        events.append(event(startingWith: first))
      }
      return events
    }

    func event(startingWith first: InputAssembly.Read) -> InputEvent? {
      InputAssembly.event(
        startingWith: first,
        next: { _ in self.next() },
        putBack: { self.remaining.insert($0, at: self.remaining.startIndex) },
        discardPending: {
          self.discarded = true
          self.remaining = []
        }
      )
    }
  }

  static func characters(_ text: String) -> [InputAssembly.Read?] {
    text.unicodeScalars.map { .character($0.value) }
  }

  @Test func aMouseReportIsReadToItsFinalCharacter() {
    let event = Reads(Self.characters("0;10;5M"))
      .event(startingWith: .keyCode(KeyDecoder.sgrMouseCode))
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
        Reads(parts).event(startingWith: .keyCode(KeyDecoder.sgrMouseCode))
          == nil
      )
    }
  }

  @Test func aPasteIsTextToItsEndMarker() {
    let parts =
      Self.characters("ab\rc") + [.keyCode(0o402)] + Self.characters("d")
      + [.keyCode(KeyDecoder.pasteEndCode)] + Self.characters("after")
    let event = Reads(parts).event(startingWith: .keyCode(KeyDecoder.pasteStartCode))
    #expect(event == .paste("ab\ncd"))
  }

  @Test func aPasteThatBreaksOffEndsWhereItBroke() {
    let event = Reads(Self.characters("half") + [nil] + Self.characters("rest"))
      .event(startingWith: .keyCode(KeyDecoder.pasteStartCode))
    #expect(event == .paste("half"))
  }

  static func escape(_ text: String) -> [InputAssembly.Read?] {
    [.character(0x1B)] + characters(text)
  }

  /// A terminal's answer arriving late (after the colour query stopped
  /// waiting, over a slow link, through GNU screen) is read whole and
  /// dropped: `]11;rgb:…` typed into a field, or Esc going back, before.
  @Test(arguments: [
    "]11;rgb:ffff/ffff/ffff\u{1B}\\", "]10;rgb:0/0/0\u{07}", "[?64;1;2c", "P>|tmux 3.3a\u{1B}\\",
    "_Gi=1;OK\u{1B}\\", "[?1;2c", "[1;5P",
  ])
  func aTerminalsAnswerIsNoKey(answer: String) {
    let reads = Reads(Self.escape(answer) + Self.characters("x"))
    #expect(reads.events() == [nil, .character("x")])
  }

  /// Answers split across reads are read whole as long as their rest
  /// comes within the wait.
  @Test func anAnswerSplitAcrossReadsIsStillOneAnswer() {
    var parts = Self.escape("]11;rgb:ffff/")
    parts += Self.characters("ffff/ffff\u{07}q")
    #expect(Reads(parts).events() == [nil, .character("q")])
  }

  /// Esc, and Alt with a key (Esc then the key at once), are what they
  /// were: the key after Esc is put back.
  @Test func escapeAndAltAreStillKeys() {
    #expect(Reads([.character(0x1B)]).events() == [.key(.escape)])
    #expect(Reads(Self.escape("x")).events() == [.key(.escape), .character("x")])
    #expect(
      Reads([.character(0x1B), nil] + Self.characters("]")).events()
        == [.key(.escape), .character("]")]
    )
  }

  /// An answer of megabytes is read no further than the limit: the rest
  /// waiting is discarded at once, none of it typed.
  @Test func aRunawayAnswerIsDiscardedPastTheLimit() {
    let reads = Reads(
      Self.escape("]11;") + Array(repeating: .character(0x61), count: InputAssembly.answerLimit * 2)
    )
    #expect(reads.events() == [nil])
    #expect(reads.discarded)
  }

  /// A mouse report with a 20-digit coordinate is read to its end and
  /// means nothing: `999999;1M` was typed into the field.
  @Test func aMalformedMouseReportIsReadToItsEnd() {
    let reads = Reads(Self.characters("0;99999999999999999999;1M") + Self.characters("z"))
    #expect(reads.event(startingWith: .keyCode(KeyDecoder.sgrMouseCode)) == nil)
    #expect(reads.events() == [.character("z")])
  }
}
