import CollectionView
import Foundation
import TerminalUI
import Testing

@testable import GalleryExamples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The mountains data file: the real one is found and whole; a missing or
/// malformed one is an error naming the file and line, on screen and not a
/// crash.
@Suite struct MountainsDataTests {
  /// Runs `body` with a fresh folder holding `mountains.csv` with
  /// `contents` (none when nil).
  private func withFolder(
    containing contents: String?,
    _ body: (String) throws -> Void
  ) rethrows {
    try withTemporaryFolder(holding: contents.map { ["mountains.csv": $0] } ?? [:], body)
  }

  @Test func theRealDataIsFoundAndWhole() throws {
    let mountains = try MountainsFile.load(from: .builtIn)
    #expect(mountains.count == 387)
    #expect(mountains.map(\.height).max() == 8848 && mountains.map(\.height).min() == 4387)
    #expect(mountains.first?.name == "Mount Everest")
    for name in ["Huascarán Sur", "Yerupajá", "Popocatépetl"] {
      #expect(mountains.contains { $0.name == name })
    }
  }

  /// A data file of a realistic size (100,000 mountains with ordinary
  /// names, 2 MB) opens, and the search filters it.
  @Test func aHundredThousandMountainsOpen() throws {
    var text = ""
    for index in 0..<100_000 {
      text += "Mount Kilimanjaro Ridge \(index),\(4_000 + index % 4_849)\n"
    }
    #expect(text.utf8.count > 2_000_000)
    try withFolder(containing: text) { directory in
      let (app, _) = try play(
        "mountains-search",
        keys: "\"9999\"",
        resources: Resources(overrideDirectory: directory)
      )
      let matching = (0..<100_000).filter { String($0).contains("9999") }.count
      #expect(screenText(of: app).contains(" \(matching) of 100000"))
    }
  }

  @Test func heightsAreGroupedByThousands() {
    let heights = [7, 999, 1_000, 8_848, 12_345, 1_234_567]
    let shown = heights.map { Mountain(id: 1, name: "Peak", height: $0).heightInMetres }
    #expect(shown == ["7 m", "999 m", "1,000 m", "8,848 m", "12,345 m", "1,234,567 m"])
    #expect(Mountain(id: 1, name: "Peak", height: 8_848).formattedHeight == "8,848M")
  }

  @Test func theOverrideFolderReplacesTheBuiltInData() throws {
    try withFolder(containing: "Test Peak,1234\n") { (directory: String) throws in
      let resources = Resources(overrideDirectory: directory)
      #expect(try MountainsFile.load(from: resources).map(\.name) == ["Test Peak"])
      var environment = ProcessInfo.processInfo.environment
      environment[Resources.overrideVariable] = directory
      let run = try runProcess(
        try galleryExecutable(),
        ["render", "mountains-search"],
        environment: environment
      )
      #expect(
        run.status == 0 && run.output.contains("Test Peak") && !run.output.contains("Everest")
      )
    }
  }

  /// The data is in the binary: a copy run from an empty folder, with no
  /// package or installed data anywhere near it, opens both screens that
  /// read it.
  @Test(arguments: [("mountains-search", "Acamarachi"), ("table-view-editing", "Makalu")])
  func aCopiedBinaryHasItsData(_ id: String, _ mountain: String) throws {
    try withFolder(containing: nil) { (directory: String) throws in
      let copy = directory + "/gallery"
      defer { unlink(copy) }
      let copied = try runProcess(
        URL(fileURLWithPath: "/bin/cp"),
        [try galleryExecutable().path, copy]
      )
      #expect(copied.status == 0)
      var environment = ProcessInfo.processInfo.environment
      environment[Resources.overrideVariable] = nil
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "cd \"$0\" && ./gallery render \"$1\"", directory, id],
        environment: environment
      )
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output.contains(mountain) && !run.output.contains("cannot open"))
    }
  }

  @Test(arguments: [
    ("Alpha,100\nBeta 200\n", "mountains.csv:2: expected 'Name,height', found 'Beta 200'"),
    ("Alpha,100\n\nGamma,tall\n", "mountains.csv:3: the height of 'Gamma' is 'tall'"),
    ("Alpha,100\nAlpha,200\n", "mountains.csv:2: 'Alpha' is already on line 1"),
    (",100\n", "mountains.csv:1: the name is empty"),
    ("\n\n", "mountains.csv: holds no mountains"),
    ("", "mountains.csv: holds no mountains"),
  ])
  func malformedFilesNameTheFileAndLine(_ contents: String, _ message: String) throws {
    try withFolder(containing: contents) { (directory: String) throws in
      #expect {
        try MountainsFile.load(from: Resources(overrideDirectory: directory))
      } throws: { error in
        "\(error)".hasPrefix(directory + "/") && "\(error)".contains(message)
      }
    }
  }

  @Test func bytesThatAreNotUTF8AreAnError() throws {
    #expect {
      try MountainsFile.parse([0x41, 0x2C, 0x31, 0x0A, 0xFF, 0x2C, 0x31], path: "x.csv")
    } throws: { error in
      "\(error)" == "x.csv:2: not UTF-8 text"
    }
    let windows = try MountainsFile.parse(Array("Alpha,100\r\nBeta ,200 \r\n".utf8), path: "x.csv")
    #expect(windows.map(\.name) == ["Alpha", "Beta"] && windows.map(\.height) == [100, 200])
    // A blank line converted to CRLF twice keeps a carriage return: still blank.
    let twice = try MountainsFile.parse(
      Array("Alpha,100\r\n\r\r\nBeta,200\r\n".utf8),
      path: "x.csv"
    )
    #expect(twice.map(\.name) == ["Alpha", "Beta"])
  }

  @Test(arguments: ["mountains-search", "table-view-editing"])
  func aBadFileIsShownOnScreenNotACrash(_ id: String) throws {
    try withFolder(containing: nil) { directory in
      let missing = directory + "/missing"
      let (app, _) = try play(id, resources: Resources(overrideDirectory: missing))
      let text = screenText(of: app)
      #expect(text.contains("This example cannot open"))
      #expect(text.contains("missing: not found"))
      #expect(app.top.keyBindings.isEmpty)
    }
    try withFolder(containing: "Alpha,100\nBeta\n") { malformed in
      let (app, clock) = try play(id, resources: Resources(overrideDirectory: malformed))
      #expect(screenText(of: app).contains("mountains.csv:2: expected 'Name,height'"))
      try play("esc", on: app, clock: clock)
      #expect(app.stack.count == 1)
    }
  }

  /// What is not a regular file of sensible size is refused at once,
  /// naming why: nothing waits on a FIFO, nothing reads a device or a line
  /// without end.
  @Test func onlyASmallRegularFileIsRead() throws {
    withFolder(containing: nil) { directory in
      let path = directory + "/mountains.csv"
      let resources = Resources(overrideDirectory: directory)
      #expect(mkfifo(path, 0o600) == 0)
      #expect {
        try MountainsFile.load(from: resources)
      } throws: { "\($0)" == path + ": not a regular file" }
      unlink(path)
      #expect(symlink("/dev/zero", path) == 0)
      #expect {
        try MountainsFile.load(from: resources)
      } throws: { "\($0)" == path + ": not a regular file" }
      unlink(path)
      // A sparse file: its size is refused before a byte is read.
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, off_t(Resources.maximumFileSize + 1)) == 0)
      #expect {
        try MountainsFile.load(from: resources)
      } throws: { "\($0)" == path + ": larger than 64 MB" }
      unlink(path)
      // One endless line, under the size limit: refused at that line.
      let endless = String(repeating: "Peak", count: 2_500_000) + ",1\n"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(endless.utf8)))
      #expect {
        try MountainsFile.load(from: resources)
      } throws: { "\($0)" == path + ":1: longer than 4096 bytes" }
      unlink(path)
    }
  }

  @Test func aLongBadLineIsQuotedShort() throws {
    let line = String(repeating: "x", count: DataFileLines.maximumLineLength)
    #expect {
      try MountainsFile.parse(Array(line.utf8), path: "x.csv")
    } throws: { error in
      "\(error)" == "x.csv:1: expected 'Name,height', found '" + String(repeating: "x", count: 40)
        + "…'"
    }
  }
}
