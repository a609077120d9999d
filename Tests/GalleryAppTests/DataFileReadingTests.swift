import Foundation
import Testing

@testable import GalleryExamples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a data file is read (issue 47, items 2 and 9): line ends of every
/// kind, a byte order mark, heights no mountain has, files an override
/// folder lacks or cannot reach, and memory that follows what is kept,
/// not the file's size.
@Suite struct DataFileReadingTests {
  @Test func oneMountainIsCountedInTheSingular() throws {
    try withTemporaryFolder(holding: ["mountains.csv": "Lone Peak,1234\n"]) { directory in
      let (app, _) = try play(
        "mountains-search",
        resources: Resources(overrideDirectory: directory)
      )
      let text = screenText(of: app)
      #expect(text.contains("1 mountain") && !text.contains("1 mountains"), "\(text)")
    }
  }

  /// A folder holding only `mountains.csv`, as the README suggests, still
  /// opens the emoji and the videos: from the built-in files.
  @Test(arguments: [
    "emoji-explorer", "emoji-explorer-list", "reorderable-list", "conference-videos",
  ])
  func aFileTheFolderLacksIsTheBuiltInOne(_ id: String) throws {
    try withTemporaryFolder(holding: ["mountains.csv": "Lone Peak,1234\n"]) { directory in
      let resources = Resources(overrideDirectory: directory)
      #expect(try DataTable.emoji.read(from: resources) == DataTable.emoji.read(from: .builtIn))
      #expect(try DataTable.videos.read(from: resources) == DataTable.videos.read(from: .builtIn))
      let (app, _) = try play(id, resources: resources)
      #expect(!screenText(of: app).contains("cannot open"), "\(screenText(of: app))")
    }
  }

  /// A folder that is not there is not quietly the built-in data: it is
  /// named, with the variable that named it.
  @Test func aMissingFolderIsAnError() throws {
    let resources = Resources(overrideDirectory: "/nonexistent/gallery-data")
    #expect {
      try MountainsFile.load(from: resources)
    } throws: { error in
      "\(error)".hasPrefix("/nonexistent/gallery-data: not found")
        && "\(error)".contains(Resources.overrideVariable)
    }
  }

  @Test func aSymbolicLinkLoopIsNamedAsSuch() {
    withTemporaryFolder { directory in
      let path = directory + "/mountains.csv"
      #expect(symlink(path, path) == 0)
      defer { unlink(path) }
      #expect {
        try MountainsFile.load(from: Resources(overrideDirectory: directory))
      } throws: { error in
        "\(error)" == path + ": a loop of symbolic links"
      }
    }
  }

  /// 2^63 − 1, a number beyond any integer, and a metre too many.
  @Test(arguments: ["9223372036854775807", "123456789012345678901234567890", "30001"])
  func aHeightAboveTheMaximumIsAnErrorNamingItsLine(_ height: String) throws {
    #expect {
      try MountainsFile.parse(Array("Alpha,8848\nOlympus,\(height)\n".utf8), path: "x.csv")
    } throws: { error in
      "\(error)" == "x.csv:2: the height of 'Olympus' is \(height) m, "
        + "higher than the 30,000 m a mountain may be"
    }
    let highest = try MountainsFile.parse(Array("Alpha,30000\n".utf8), path: "x.csv")
    #expect(highest.map(\.height) == [30_000])
  }

  @Test func aByteOrderMarkIsDropped() throws {
    let mountains = try MountainsFile.parse(
      Array("\u{FEFF}Alpha,100\nBeta,200\n".utf8),
      path: "x.csv"
    )
    #expect(mountains.map(\.name) == ["Alpha", "Beta"])
    let rows = try TabSeparatedTable.parse(
      Array("\u{FEFF}a\tb\nx\ty\n".utf8),
      columns: ["a", "b"],
      path: "x.tsv"
    )
    #expect(rows.map(\.fields) == [["x", "y"]])
  }

  /// Line ends of old Macs (CR alone) end lines as LF and CRLF do, and a
  /// line's number counts them.
  @Test func carriageReturnsAloneEndLines() throws {
    let mountains = try MountainsFile.parse(Array("Alpha,100\rBeta,200\r".utf8), path: "x.csv")
    #expect(mountains.map(\.name) == ["Alpha", "Beta"] && mountains.map(\.height) == [100, 200])
    let mixed = try MountainsFile.parse(
      Array("Alpha,100\r\nBeta,200\rGamma,300\n".utf8),
      path: "x.csv"
    )
    #expect(mixed.map(\.name) == ["Alpha", "Beta", "Gamma"])
    #expect {
      try MountainsFile.parse(Array("Alpha,100\rBeta\r".utf8), path: "x.csv")
    } throws: { "\($0)" == "x.csv:2: expected 'Name,height', found 'Beta'" }
  }

  /// The peak memory of `gallery render mountains-search` on a folder
  /// holding `contents` as its `mountains.csv`, beyond the same render on
  /// the built-in data, in kilobytes; and what the render printed.
  private func extraPeakKilobytes(reading contents: Data) throws -> (kilobytes: Int, screen: String)
  {
    let peakMemory = try executable(named: "PeakMemory", above: galleryExecutable()).get()
    func peak(_ environment: [String: String?]) throws -> Int {
      var variables = ProcessInfo.processInfo.environment
      for (name, value) in environment { variables[name] = value }
      let run = try runProcess(
        peakMemory,
        [try galleryExecutable().path, "render", "mountains-search"],
        environment: variables
      )
      guard run.status == 0,
        let kilobytes = Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
      else { throw TestFailure("PeakMemory failed: \(run.output) \(run.error)") }
      return kilobytes
    }
    var result: (Int, String) = (0, "")
    try withTemporaryFolder { directory in
      let path = directory + "/mountains.csv"
      #expect(FileManager.default.createFile(atPath: path, contents: contents))
      defer { unlink(path) }
      let builtIn = try peak([Resources.overrideVariable: nil])
      let read = try peak([Resources.overrideVariable: directory])
      var variables = ProcessInfo.processInfo.environment
      variables[Resources.overrideVariable] = directory
      let screen = try runProcess(
        try galleryExecutable(),
        ["render", "mountains-search"],
        environment: variables
      )
      result = (read - builtIn, screen.output)
    }
    return result
  }

  /// 8 MB of blank lines, or of one row repeated (an error on line 2), cost
  /// next to nothing beyond the built-in data: the file is read a chunk at a
  /// time, and the reading stops at the first error. (It took 35 times the
  /// file's size and 10 times.)
  @Test func blankLinesAndRejectedRowsCostNoMemory() throws {
    let size = 8 << 20
    let blank = try extraPeakKilobytes(reading: Data(repeating: 0x0A, count: size))
    #expect(blank.screen.contains("holds no mountains"))
    #expect(blank.kilobytes < 4_096, "\(blank.kilobytes) KB for 8 MB of blank lines")
    let repeated = try extraPeakKilobytes(
      reading: Data(String(repeating: "a,1\n", count: size / 4).utf8)
    )
    #expect(repeated.screen.contains("mountains.csv:2: 'a' is already on line 1"))
    #expect(repeated.kilobytes < 4_096, "\(repeated.kilobytes) KB for a duplicate on line 2")
  }
}
