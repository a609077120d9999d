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

  /// A pseudo-terminal whose far end is the test: what the query writes
  /// arrives at `controller`, and what is written there is the answer.
  private struct PseudoTerminal {
    var controller: Int32 = -1
    var device: Int32 = -1
    init() throws {
      try #require(openpty(&controller, &device, nil, nil, nil) == 0, "openpty: errno \(errno)")
    }
    func close() {
      Glibc.close(controller)
      Glibc.close(device)
    }
    /// Waits for the query to arrive, then writes `answer`.
    func answer(_ answer: String) {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 64)
      while received.count < TerminalColorQuery.request.count {
        let count = read(controller, &buffer, buffer.count)
        guard count > 0 else { return }
        received += buffer[0..<count]
      }
      _ = Array(answer.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
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

  @Test func aTerminalThatAnswersIsHeardAndItsModesRestored() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    var before = termios()
    tcgetattr(terminal.device, &before)
    let peer = Thread {
      terminal.answer(
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1;2c"
      )
    }
    peer.start()
    let backdrop = TerminalColorQuery.ask(
      input: terminal.device,
      output: terminal.device,
      timeout: 5000
    )
    #expect(backdrop == .light)
    var after = termios()
    tcgetattr(terminal.device, &after)
    #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
  }

  @Test func aTerminalThatIgnoresTheColourQueriesEndsTheWaitAtOnce() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let peer = Thread { terminal.answer("\u{1B}[?1;2c") }
    peer.start()
    var backdrop: Backdrop?
    let waited = elapsedMilliseconds {
      backdrop = TerminalColorQuery.ask(
        input: terminal.device,
        output: terminal.device,
        timeout: 5000
      )
    }
    #expect(backdrop == nil)
    #expect(waited < 2500, "waited \(waited) ms for a terminal that had answered")
  }

  @Test func aTerminalThatAnswersNothingCostsTheTimeoutOnly() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    var backdrop: Backdrop? = .dark
    let waited = elapsedMilliseconds {
      backdrop = TerminalColorQuery.ask(
        input: terminal.device,
        output: terminal.device,
        timeout: 200
      )
    }
    #expect(backdrop == nil)
    #expect(waited >= 190 && waited < 2000, "waited \(waited) ms")
  }
}
