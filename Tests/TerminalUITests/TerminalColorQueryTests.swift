import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Asking the terminal for its colours")
struct TerminalColorQueryTests {
  private func replies(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func bothAnswersEndedEitherWayAreRead() throws {
    let backdrop = try #require(
      TerminalColorQuery.backdrop(
        fromReplies: replies(
          "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}\u{1B}]10;rgb:d4d4/d4d4/d4d4\u{1B}\\\u{1B}[?62;22c"
        )
      )
    )
    #expect(backdrop == Backdrop(background: (30, 30, 30), foreground: (212, 212, 212)))
    #expect(backdrop.appearance == .dark)
  }

  @Test(arguments: [
    ("rgb:f/f/f", 255), ("rgb:80/80/80", 128), ("rgb:8000/8000/8000", 128),
    ("rgb:800/800/800", 128),
    ("rgba:ffff/ffff/ffff/ffff", 255), ("#f0f0f0", 240),
  ])
  func channelsOfAnyWidthAreScaledToBytes(specification: String, expected: Int) throws {
    let color = try #require(TerminalColorQuery.color(fromSpecification: Array(specification.utf8)))
    #expect(
      Int(color.red) == expected && Int(color.green) == expected && Int(color.blue) == expected
    )
  }

  /// Found by the fuzzer (Fuzz/Regressions/color-reply): a channel with a
  /// sign read as a negative number and trapped. Only hex digits count.
  @Test func aChannelWithASignIsNoColour() {
    for reply in ["rgb:1e1e/-e1e/1e1e", "rgb:+1/0/0", "#-1ffff"] {
      #expect(
        TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}]11;\(reply)\u{07}")) == nil,
        "\(reply)"
      )
    }
  }

  @Test func withoutABackgroundThereIsNoBackdrop() {
    #expect(TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}[?1;2c")) == nil)
    #expect(
      TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}]10;rgb:0/0/0\u{07}\u{1B}[?1;2c"))
        == nil
    )
    #expect(TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}]11;cyan\u{07}")) == nil)
    // Cut off before its end: not taken.
    #expect(TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}]11;rgb:ffff/ffff/ff")) == nil)
  }

  @Test func aBackgroundAloneBringsItsAppearancesText() throws {
    let light = try #require(
      TerminalColorQuery.backdrop(fromReplies: replies("\u{1B}]11;rgb:f0f0/f0f0/f0f0\u{1B}\\"))
    )
    #expect(light.appearance == .light)
    #expect(light.foreground == Backdrop.light.foreground)
  }

  @Test(arguments: [
    ("#000000", Appearance.dark), ("#1e1e1e", .dark), ("#282c34", .dark), ("#002b36", .dark),
    ("#707070", .dark), ("#808080", .light), ("#fdf6e3", .light), ("#ffffff", .light),
  ])
  func darkOrLightIsJudgedByLuminance(background: String, expected: Appearance) throws {
    #expect(try #require(Backdrop(background: background)).appearance == expected)
  }

  @Test func namedBackgroundsMustBeHexColours() {
    #expect(Backdrop(background: "#12345") == nil)
    #expect(Backdrop(background: "black") == nil)
    #expect(Backdrop(background: "#zzzzzz") == nil)
  }

  /// A pseudo-terminal whose far end is the test, playing a terminal:
  /// what the query writes arrives at `controller`, and what is written
  /// there is the answer.
  private final class PseudoTerminal: @unchecked Sendable {
    var controller: Int32 = -1
    var device: Int32 = -1
    init() throws {
      try #require(openpty(&controller, &device, nil, nil, nil) == 0, "openpty: errno \(errno)")
    }
    func close() {
      Glibc.close(controller)
      Glibc.close(device)
    }

    /// One thing the far end does: once what it has received holds
    /// `trigger`, it waits `delay` milliseconds and writes `answer`.
    struct Rule {
      var trigger: String
      var answer: String
      var delay = 0
    }

    /// Plays `rules` on a thread of its own, for `duration` milliseconds.
    func serve(_ rules: [Rule], for duration: Int = 3000) {
      let peer = Thread { [self] in
        var received: [UInt8] = []
        var pending = rules
        var buffer = [UInt8](repeating: 0, count: 256)
        let end = Date().addingTimeInterval(Double(duration) / 1000)
        while !pending.isEmpty, Date() < end {
          var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
          guard poll(&poller, 1, 20) > 0 else { continue }
          let count = read(controller, &buffer, buffer.count)
          guard count > 0 else { return }
          received += buffer[0..<count]
          while let index = pending.firstIndex(where: {
            received.firstRange(of: Array($0.trigger.utf8)) != nil
          }) {
            let rule = pending.remove(at: index)
            usleep(useconds_t(rule.delay * 1000))
            _ = Array(rule.answer.utf8).withUnsafeBytes {
              write(controller, $0.baseAddress, $0.count)
            }
          }
        }
      }
      peer.start()
    }

    /// What is left for the app to read on the device: what a query that
    /// stopped listening too early would leave to be taken for keys.
    func unread(waiting milliseconds: Int) -> [UInt8] {
      usleep(useconds_t(milliseconds * 1000))
      var left: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        var poller = pollfd(fd: device, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return left }
        let count = read(device, &buffer, buffer.count)
        guard count > 0 else { return left }
        left += buffer[0..<count]
      }
    }
  }

  private func elapsedMilliseconds(_ body: () -> Void) -> Int {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return (Int(end.tv_sec) - Int(start.tv_sec)) * 1000 + (Int(end.tv_nsec) - Int(start.tv_nsec))
      / 1_000_000
  }

  private static let deviceAttributes = "\u{1B}[?1;2c"
  private static let lightAnswers =
    "\u{1B}]11;rgb:f0f0/f0f0/f0f0\u{07}\u{1B}]10;rgb:1010/1010/1010\u{07}"
  private static let lightBackdrop = Backdrop(background: (240, 240, 240), foreground: (16, 16, 16))

  @Test func aTerminalThatAnswersIsHeardAndItsModesRestored() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    var before = termios()
    tcgetattr(terminal.device, &before)
    terminal.serve([
      .init(
        trigger: "\u{1B}[c",
        answer:
          "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1;2c"
      )
    ])
    let backdrop = TerminalColorQuery.ask(
      input: terminal.device,
      output: terminal.device,
      timeout: 5000
    ).backdrop
    #expect(backdrop == .light)
    var after = termios()
    tcgetattr(terminal.device, &after)
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
  }

  @Test func aTerminalThatIgnoresTheColourQueriesEndsTheWaitAtOnce() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([.init(trigger: "\u{1B}[c", answer: Self.deviceAttributes)])
    var backdrop: Backdrop?
    let waited = elapsedMilliseconds {
      backdrop =
        TerminalColorQuery.ask(
          input: terminal.device,
          output: terminal.device,
          timeout: 5000
        ).backdrop
    }
    #expect(backdrop == nil)
    #expect(waited < 2500, "waited \(waited) ms for a terminal that had answered")
  }

  @Test func aTerminalThatAnswersNothingCostsTheTimeoutOnly() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    var backdrop: Backdrop? = .dark
    let waited = elapsedMilliseconds {
      backdrop =
        TerminalColorQuery.ask(
          input: terminal.device,
          output: terminal.device,
          timeout: 200
        ).backdrop
    }
    #expect(backdrop == nil)
    #expect(waited >= 190 && waited < 2000, "waited \(waited) ms")
  }

  /// GNU screen answers the device attributes itself, at once, and passes
  /// the background query to the terminal outside, whose answer comes
  /// after: it is read, not left to be typed into the app
  /// (`]11;rgb:1e1e/1e1e/1e1e` in Mountains Search's field).
  @Test func screensLateAnswersAreReadNotLeftAsKeys() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([
      .init(trigger: "\u{1B}[c", answer: Self.deviceAttributes),
      .init(trigger: "\u{1B}]11;?", answer: "\u{1B}]11;rgb:f0f0/f0f0/f0f0\u{1B}\\", delay: 30),
      .init(
        trigger: "\u{1B}P\u{1B}]10;?\u{07}\u{1B}\\",
        answer: Self.lightAnswers,
        delay: 30
      ),
    ])
    let backdrop = TerminalColorQuery.ask(
      input: terminal.device,
      output: terminal.device,
      timeout: 2000,
      environment: ["STY": "1234.pts-0.host", "TERM": "screen"]
    ).backdrop
    #expect(backdrop == Self.lightBackdrop)
    #expect(terminal.unread(waiting: 150) == [])
  }

  /// tmux 3.3 answers no colour query for a pane whose colours were not
  /// set; it names itself in XTVERSION (also over ssh, where `TMUX` is not
  /// passed on), and passes a wrapped query to the terminal outside where
  /// `allow-passthrough` is on.
  @Test func tmuxBefore34IsAskedThroughItsPassthrough() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([
      .init(trigger: "\u{1B}[c", answer: "\u{1B}P>|tmux 3.3a\u{1B}\\" + Self.deviceAttributes),
      .init(
        trigger: "\u{1B}Ptmux;\u{1B}\u{1B}]10;?\u{07}\u{1B}\\",
        answer: Self.lightAnswers,
        delay: 20
      ),
    ])
    let backdrop = TerminalColorQuery.ask(
      input: terminal.device,
      output: terminal.device,
      timeout: 2000,
      environment: ["TERM": "screen-256color"]
    ).backdrop
    #expect(backdrop == Self.lightBackdrop)
    #expect(terminal.unread(waiting: 100) == [])
  }

  /// tmux from 3.4 asks the outer terminal itself: when it does not
  /// answer, asking through it again would only cost the wait.
  @Test func tmux34AndLaterIsNotAskedAgain() throws {
    let answers = Array(("\u{1B}P>|tmux 3.4\u{1B}\\" + Self.deviceAttributes).utf8)
    #expect(TerminalColorQuery.followUp(afterReplies: answers, environment: ["TMUX": "x"]) == nil)
    let older = Array(("\u{1B}P>|tmux 3.3a\u{1B}\\" + Self.deviceAttributes).utf8)
    #expect(TerminalColorQuery.followUp(afterReplies: older, environment: [:]) != nil)
    // Answered already: nothing more to ask.
    let answered = Array(("\u{1B}]11;rgb:0/0/0\u{07}" + Self.deviceAttributes).utf8)
    #expect(TerminalColorQuery.followUp(afterReplies: answered, environment: ["TMUX": "x"]) == nil)
    // No multiplexer at all.
    #expect(
      TerminalColorQuery.followUp(afterReplies: Array(Self.deviceAttributes.utf8), environment: [:])
        == nil
    )
  }

  /// A multiplexer that relays nothing (tmux 3.3 with `allow-passthrough`
  /// off) costs the late answers' wait, and no more.
  @Test func aMultiplexerThatRelaysNothingCostsTheLateWaitOnly() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([.init(trigger: "\u{1B}[c", answer: Self.deviceAttributes)])
    var backdrop: Backdrop? = .dark
    let waited = elapsedMilliseconds {
      backdrop =
        TerminalColorQuery.ask(
          input: terminal.device,
          output: terminal.device,
          timeout: 2000,
          environment: ["TMUX": "/tmp/tmux-0/default,1,0"]
        ).backdrop
    }
    #expect(backdrop == nil)
    #expect(
      waited >= TerminalColorQuery.lateAnswerTimeout - 10 && waited < 1500,
      "waited \(waited) ms"
    )
  }

  /// urxvt answers no OSC 11, but tells its palette (OSC 4): where
  /// `COLORFGBG` names the background's entry, that entry's colour is the
  /// background, a customised palette's too.
  @Test func thePaletteEntryColorFGBGNamesIsAskedFor() throws {
    let environment = ["COLORFGBG": "11;15"]
    let request = String(
      decoding: TerminalColorQuery.request(environment: environment),
      as: UTF8.self
    )
    #expect(request.contains("\u{1B}]4;15;?") && request.contains("\u{1B}]4;11;?"))
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([
      .init(
        trigger: "\u{1B}[c",
        answer: "\u{1B}]4;15;rgb:fdfd/f6f6/e3e3\u{07}\u{1B}]4;11;rgb:6565/7b7b/8383\u{07}"
          + Self.deviceAttributes
      )
    ])
    let backdrop = try #require(
      TerminalColorQuery.ask(
        input: terminal.device,
        output: terminal.device,
        timeout: 2000,
        environment: environment
      ).backdrop
    )
    #expect(backdrop == Backdrop(background: (253, 246, 227), foreground: (101, 123, 131)))
    #expect(backdrop.appearance == .light)
  }

  @Test func anOSC11AnswerWinsOverThePaletteEntry() {
    let replies = Array(
      "\u{1B}]4;15;rgb:ffff/ffff/ffff\u{07}\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8
    )
    let backdrop = TerminalColorQuery.backdrop(
      fromReplies: replies,
      environment: ["COLORFGBG": "0;15"]
    )
    #expect(backdrop?.appearance == .dark)
  }

  /// Some terminals end their answers with the 8-bit string terminator.
  @Test func anAnswerEndedByTheEightBitTerminatorIsRead() {
    let replies: [UInt8] = Array("\u{1B}]11;rgb:ffff/ffff/ffff".utf8) + [0x9C]
    #expect(TerminalColorQuery.backdrop(fromReplies: replies)?.appearance == .light)
  }

  @Test func aWrappedQueryDoublesItsEscapesForTmuxOnly() {
    let query = Array("\u{1B}]11;?\u{07}".utf8)
    #expect(
      Multiplexer.tmux(version: nil).wrapped(query)
        == Array("\u{1B}Ptmux;\u{1B}\u{1B}]11;?\u{07}\u{1B}\\".utf8)
    )
    #expect(Multiplexer.screen.wrapped(query) == Array("\u{1B}P\u{1B}]11;?\u{07}\u{1B}\\".utf8))
  }

  @Test func theInnermostMultiplexerIsTheOneThatAnswers() {
    // tmux started inside screen inherits STY, and answers XTVERSION.
    #expect(
      Multiplexer(version: "tmux 3.3a", environment: ["STY": "1.x"]) == .tmux(version: (3, 3))
    )
    // screen started inside tmux inherits TMUX, and answers no XTVERSION.
    #expect(Multiplexer(version: nil, environment: ["STY": "1.x", "TMUX": "y"]) == .screen)
    #expect(Multiplexer(version: nil, environment: ["TERM": "screen.xterm-256color"]) == .screen)
    #expect(Multiplexer(version: "XTerm(379)", environment: ["TERM": "xterm-256color"]) == nil)
    #expect(Multiplexer(version: "tmux next-3.5", environment: [:]) == .tmux(version: (3, 5)))
  }

  /// Only a field that names a palette entry counts: `15;` names no
  /// background, so it is no light terminal.
  @Test(arguments: [
    ("0;15", Appearance?.some(.light)), ("15;0", .dark), ("15;default;0", .dark),
    ("15;", nil), ("default;default", nil), ("15", nil), ("0;300", nil), (";7", .light),
  ])
  func colorFGBGNamesAnAppearanceOnlyByAnEntry(value: String, expected: Appearance?) {
    #expect(Appearance(colorFGBG: value) == expected)
  }

  /// Keys typed before the terminal answered are read with the answers:
  /// they are handed on, in order, not lost.
  @Test func whatWasTypedMeanwhileIsKept() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    terminal.serve([
      .init(
        trigger: "\u{1B}[c",
        answer: "ka\u{1B}[A\u{1B}]11;rgb:0/0/0\u{07}x\u{1B}[?1;2c"
      )
    ])
    let reading = TerminalColorQuery.ask(
      input: terminal.device,
      output: terminal.device,
      timeout: 2000
    )
    #expect(reading.backdrop?.appearance == .dark)
    #expect(reading.typed == Array("ka\u{1B}[Ax".utf8))
  }
}
