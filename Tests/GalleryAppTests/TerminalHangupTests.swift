import Foundation
import Testing

/// A gallery whose terminal goes away while SIGHUP is ignored (`nohup`,
/// `trap '' HUP`) and so does not end it: the terminal gives no input ever
/// again, and the gallery ends rather than waiting on it for ever.
struct TerminalHangupTests {
  @Test func aTerminalThatHangsUpEndsTheGallery() throws {
    let gallery = try galleryExecutable().path
    let session = try PseudoTerminalSession([
      "/bin/sh", "-c", "trap '' HUP; exec \"$0\" grid", gallery,
    ])
    // The end of the first frame.
    try session.read(until: "\u{1B}[?2026l", timeout: .seconds(30))
    session.hangUp()
    let status = try #require(
      session.waitForEnd(timeout: .seconds(3)),
      "gallery runs on with its terminal gone"
    )
    // Ended by itself, not by a signal, and not as if all were well.
    #expect(status & 0x7f == 0, "ended by signal \(status & 0x7f)")
    #expect((status >> 8) & 0xff != 0)
  }
}
