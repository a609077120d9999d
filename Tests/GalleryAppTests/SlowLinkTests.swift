import Foundation
import Testing

/// Over a slow link a frame takes long to arrive, and frames sent while
/// the terminal is behind only queue up: the gallery asks after each
/// frame whether it has arrived (a status query) and sends the next once
/// it has, the screen as it is then. A terminal that never answers gets
/// every frame, as before.
@Suite struct SlowLinkTests {
  /// Frames in `output`: each ends with synchronized output's end.
  private func frames(in output: [UInt8]) -> Int {
    let end = Array("\u{1B}[?2026l".utf8)
    var count = 0
    var rest = output[...]
    while let found = rest.firstRange(of: end) {
      count += 1
      rest = rest[found.upperBound...]
    }
    return count
  }

  /// Typing into Mountains Search, then the typing's animation, with the
  /// terminal answering each status query after `answerDelay`: the frames
  /// after the first and the output of the whole.
  private func typing(answerDelay: Duration?) throws -> (frames: Int, output: [UInt8]) {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "mountains-search"])
    let first = session.collect(for: .seconds(2), answerDelay: answerDelay)
    #expect(String(decoding: first, as: UTF8.self).contains("387 mountains"))
    session.type("mo")
    let output = session.collect(for: .seconds(2), answerDelay: answerDelay)
    return (frames(in: output), output)
  }

  @Test func aTerminalThatAnswersLateGetsFewerFramesAndTheLastScreen() throws {
    let prompt = try typing(answerDelay: .milliseconds(1))
    let slow = try typing(answerDelay: .milliseconds(400))
    // Each frame waits for the one before to arrive, where a terminal that
    // answers at once gets the animation's (about 15, fewer on a busy
    // machine); and a link that slow gets each animation at its end, a
    // frame or two in all (held back only, some five in two seconds).
    #expect(slow.frames >= 1 && slow.frames <= 2, "\(slow.frames)")
    #expect(prompt.frames > slow.frames, "\(prompt.frames) against \(slow.frames)")
    // The last frame the slow terminal got shows the results of "mo".
    #expect(String(decoding: slow.output, as: UTF8.self).contains(" of 387"))
  }

  @Test func aTerminalThatNeverAnswersGetsEveryFrame() throws {
    let silent = try typing(answerDelay: nil)
    let prompt = try typing(answerDelay: .milliseconds(1))
    // Held back, it would get a frame a second, two or three in all. How
    // many frames an animation makes depends on how fast the machine is
    // at that moment (10 against 13 under AddressSanitizer on a loaded
    // machine), so the two runs are compared loosely.
    #expect(
      silent.frames > 4 && silent.frames * 2 >= prompt.frames,
      "\(silent.frames) against \(prompt.frames)"
    )
  }

  /// A link that took longer than a fraction of a second to show the
  /// first screen cannot carry motion: a keystroke's animation goes out
  /// as one frame, its end, where frames held back only would show its
  /// start and then its end. Once a large frame arrives in time, motion
  /// comes back.
  @Test func aLinkTooSlowForMotionGetsAnimationsAtTheirEnd() throws {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "mountains-search"])
    let first = session.collect(for: .seconds(2), answerDelay: .milliseconds(400))
    #expect(String(decoding: first, as: UTF8.self).contains("387 mountains"))
    session.type("m")
    let slow = session.collect(for: .seconds(2), answerDelay: .milliseconds(400))
    #expect(frames(in: slow) == 1, "\(frames(in: slow)) frames")
    #expect(String(decoding: slow, as: UTF8.self).contains(" of 387"))
    // A large frame (the whole list comes back) answered at once.
    session.type("\u{7F}")
    _ = session.collect(for: .seconds(1), answerDelay: .milliseconds(1))
    session.type("m")
    let fast = session.collect(for: .seconds(2), answerDelay: .milliseconds(1))
    #expect(frames(in: fast) > 3, "\(frames(in: fast)) frames")
  }

  /// A terminal writes its answer into the input wherever that has got
  /// to, inside a paste too (a long paste goes in pieces): the answer
  /// still counts, and is not held as pasted text, so the frame waiting
  /// for it goes out at once, not a second later.
  @Test func anAnswerInsideAPasteStillCounts() throws {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "mountains-search"])
    let first = session.collect(for: .seconds(2), answerDelay: .milliseconds(1))
    #expect(String(decoding: first, as: UTF8.self).contains("387 mountains"))
    // The typing's first frame goes out, and its query stays unanswered.
    session.type("m")
    _ = session.collect(for: .milliseconds(100), answerDelay: nil)
    session.type("\u{1B}[200~o\u{1B}[0n\u{1B}[201~")
    let output = session.collect(for: .milliseconds(400), answerDelay: nil)
    #expect(frames(in: output) >= 1, "the frame after the answer was held back")
    #expect(!String(decoding: output, as: UTF8.self).contains("[0n"), "the answer shown as text")
  }

  /// Quitting while the last frame's answer is on its way waits for it
  /// (half a second at most): arriving after, it would be read as typed at
  /// the shell's prompt.
  @Test func quittingTakesTheLastAnswerFirst() throws {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "grid"])
    let answerDelay = Duration.milliseconds(400)
    let first = session.collect(for: .seconds(2), answerDelay: answerDelay)
    #expect(String(decoding: first, as: UTF8.self).contains("Grid"))
    session.type("l")
    _ = session.collect(for: .milliseconds(50), answerDelay: answerDelay)
    session.type("q")
    _ = session.collect(for: .milliseconds(200), answerDelay: answerDelay)
    #expect(session.waitForEnd(timeout: .zero) == nil, "ended before the answer came")
    _ = session.collect(for: .milliseconds(600), answerDelay: answerDelay)
    #expect(session.waitForEnd(timeout: .seconds(2)) != nil)
  }
}
