import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` with a folder whose `mountains.csv` is as large as a data
/// file may be: some 3.7 million mountains with names of their own.
func withLargestMountainsFile(_ body: (String) throws -> Void) throws {
  try withTemporaryFolder { directory in
    let path = directory + "/mountains.csv"
    var text = Data()
    text.reserveCapacity(64 << 20)
    var number = 0
    while true {
      let line = Data("Peak \(number),\(1_000 + number % 7_000)\n".utf8)
      guard text.count + line.count <= 64 << 20 else { break }
      text += line
      number += 1
    }
    #expect(FileManager.default.createFile(atPath: path, contents: text))
    defer { unlink(path) }
    try body(directory)
  }
}

/// The gallery reading the largest data file it takes, in a real terminal:
/// it shows how far it has got, and quits, resizes and goes back at once
/// rather than when the reading ends (issue 47, item 2).
@Suite(
  .enabled(
    if: TmuxPane.executable != nil || isContinuousIntegration,
    "tmux is not installed (with CI=true this fails instead)"
  ),
  .serialized
)
struct DataLoadingEndToEndTests {
  /// Generous: the key is answered within a frame or two; before, it
  /// waited for the whole file (23 s in release).
  static let answerLimit: Duration = .seconds(2)

  @Test(arguments: ["C-c", "q"])
  func quittingDuringALoadAnswersAtOnce(_ key: String) throws {
    try withLargestMountainsFile { directory in
      try GalleryRun.start(
        ["mountains-search"],
        environment: ["GALLERY_RESOURCES": directory]
      ) { run in
        try run.pane.waitForScreen("the reading's progress", timeout: .seconds(10)) {
          $0.contains("Reading mountains.csv")
        }
        try run.pane.resize(width: 60, height: 20)
        try run.pane.waitForScreen("the progress at the new size", timeout: Self.answerLimit) {
          let lines = $0.split(separator: "\n", omittingEmptySubsequences: false)
          return lines.count >= 20 && lines[19].contains("quit")
            && $0.contains("Reading mountains.csv")
        }
        let clock = ContinuousClock()
        let start = clock.now
        try run.pane.sendKeys(key)
        try run.expectTerminalGivenBack(status: 0)
        let waited = clock.now - start
        #expect(waited < Self.answerLimit, "\(key) took \(waited)")
      }
    }
  }

  /// Esc during the reading goes back to the menu, and the reading stops.
  @Test func goingBackDuringALoadAnswersAtOnce() throws {
    try withLargestMountainsFile { directory in
      try GalleryRun.start(
        ["mountains-search"],
        environment: ["GALLERY_RESOURCES": directory]
      ) { run in
        try run.pane.waitForScreen("the reading's progress", timeout: .seconds(10)) {
          $0.contains("Reading mountains.csv")
        }
        try run.pane.sendKeys("Escape")
        try run.pane.waitForScreen("the menu", timeout: Self.answerLimit) {
          $0.contains("Modern Collection Views") && !$0.contains("Reading")
        }
        try run.pane.sendKeys("q")
        try run.expectTerminalGivenBack(status: 0)
      }
    }
  }
}
