import CollectionView
import FileBrowser
import TerminalApp
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file browser on a fixed tree in memory, driven as a user drives it:
/// the outline's keys, typing a filter, the tabs, Tab between the views,
/// and the scan over time on a virtual clock.
@Suite struct FileBrowserTests {
  /// Five folders (one empty) and seven files: text, binary, unreadable.
  static func files() -> MemoryFileSystem {
    var files = MemoryFileSystem(root: "/project")
    files.addFile("README.md", text: "# Project\nA small tree for the browser's tests.\n")
    files.addFile("Sources/App/main.swift", text: "print(\"Hello\")\n")
    files.addFile("Sources/App/Model.swift", text: "struct Model {\n\tvar name: String\n}\n")
    files.addFile("Sources/Library/Parser.swift", text: "enum Parser {}\n")
    files.addFile(
      "Docs/Guide.md",
      text: "Read me first.\n",
      modificationTime: 1_700_000_000,
      permissions: 0o640
    )
    files.addFolder("Docs/Empty")
    files.addFile("logo.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
    files.addFile("secret.txt", text: "hidden", permissions: 0o200)
    return files
  }

  static func pilot(
    _ files: any FileSystem = files(),
    root: String = "/project",
    itemsPerSlice: Int = 2000
  ) -> Pilot {
    let clock = VirtualClock()
    let app = App(
      root: FileBrowserController(
        root: root,
        fileSystem: files,
        clock: clock,
        itemsPerSlice: itemsPerSlice
      ),
      clock: clock,
      size: CellSize(width: 80, height: 20)
    )
    return Pilot(app: app, clock: clock)
  }

  /// The outline's rows as drawn, top down: the text of each cell's
  /// frame on screen, without the blanks at its end.
  static func outlineRows(_ pilot: Pilot) -> [String] {
    let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    return pilot.drawnElements
      .filter { $0.kind == "cell" && !$0.isDeleted }
      .sorted { $0.frame.y < $1.frame.y }
      .map { cell in
        let line = lines[cell.frame.y]
        let text = String(line[min(cell.frame.x, line.count)..<min(cell.frame.maxX, line.count)])
        return String(text.reversed().drop { $0 == " " }.reversed())
      }
  }

  /// The screen's line holding `text`, for the status line and the tabs.
  static func line(holding text: String, in pilot: Pilot) -> String? {
    pilot.text.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }

  @Test func theOutlineShowsTheFolderFoldersFirstEachCollapsed() throws {
    let pilot = Self.pilot()
    pilot.advance(by: 0.1)
    pilot.settle()
    #expect(pilot.text.contains("Files: /project"))
    #expect(
      Self.outlineRows(pilot) == [
        " ▸ Docs/", " ▸ Sources/", " logo.png", " README.md", " secret.txt",
      ]
    )
    #expect(pilot.text.contains("5 folders, 7 files"))
  }

  @Test func aFolderExpandsAndCollapsesWithItsItemsIndented() throws {
    let pilot = Self.pilot()
    try pilot.run("down right")
    pilot.settle()
    #expect(
      Self.outlineRows(pilot) == [
        " ▸ Docs/", " ▾ Sources/", "   ▸ App/", "   ▸ Library/", " logo.png", " README.md",
        " secret.txt",
      ]
    )
    // Enter opens a folder below; ← from inside collapses its parent.
    try pilot.run("down enter down down")
    pilot.settle()
    #expect(Self.outlineRows(pilot).contains("     Model.swift"))
    try pilot.run("left left")
    pilot.settle()
    #expect(
      Self.outlineRows(pilot) == [
        " ▸ Docs/", " ▸ Sources/", " logo.png", " README.md", " secret.txt",
      ]
    )
    // A folder found empty has nothing to disclose.
    try pilot.run("up right")
    pilot.settle()
    #expect(Self.outlineRows(pilot).prefix(3) == [" ▾ Docs/", "   Empty/", "   Guide.md"])
  }

  @Test func typingAFilterNarrowsTheOutlineToMatchesAndTheirFolders() throws {
    let pilot = Self.pilot()
    pilot.advance(by: 0.1)
    // Shift-Tab from the outline to the field, where q is a letter.
    try pilot.run(#"backtab "model""#)
    pilot.settle()
    #expect(!pilot.app.isFinished)
    #expect(Self.outlineRows(pilot) == [" ▾ Sources/", "   ▾ App/", "     Model.swift"])
    #expect(pilot.text.contains("5 folders, 7 files · 1 matching"))
    try pilot.run(#"backspace backspace backspace backspace backspace "r""#)
    pilot.settle()
    #expect(
      Self.outlineRows(pilot) == [
        " ▾ Sources/", "   ▾ Library/", "     Parser.swift", " README.md", " secret.txt",
      ]
    )
    // Sources and Library match too; Library opens for Parser.swift.
    #expect(pilot.text.contains("· 5 matching"))
    try pilot.run(#"backspace "nothing like it""#)
    pilot.settle()
    #expect(Self.outlineRows(pilot).isEmpty)
    #expect(pilot.text.contains("Nothing is called “nothing like it”."))
  }

  @Test func slashGoesToTheFilterAndEscBackToWhatItLeft() throws {
    let pilot = Self.pilot()
    pilot.advance(by: 0.1)
    #expect(pilot.text.contains("/ filter"))
    try pilot.run(#"/ "parser""#)
    pilot.settle()
    #expect(pilot.text.contains("esc leave filter"))
    try pilot.run("esc")
    pilot.settle()
    #expect(Self.outlineRows(pilot) == [" ▾ Sources/", "   ▾ Library/", "     Parser.swift"])
    // The outline has the keyboard again: `/` is offered, q would quit.
    #expect(pilot.text.contains("/ filter") && !pilot.text.contains("leave filter"))
    try pilot.run("/")
    pilot.settle()
    #expect(pilot.text.contains("esc leave filter"))
  }

  @Test func theFocusedFileShowsItsTextOrWhyNot() throws {
    let pilot = Self.pilot()
    // README.md, the fourth row.
    try pilot.run("down down down")
    pilot.settle()
    #expect(pilot.text.contains("# Project"))
    #expect(pilot.text.contains("A small tree for the browser's tests."))
    try pilot.run("up")
    pilot.settle()
    #expect(pilot.text.contains("logo.png is binary: no text to show."))
    #expect(!pilot.text.contains("# Project"))
    try pilot.run("down down")
    pilot.settle()
    #expect(pilot.text.contains("Cannot read secret.txt: Permission"))
    // A folder shows what it holds; a tab in a file, spaces to the stop.
    try pilot.run("up up up right down right down down")
    pilot.settle()
    #expect(pilot.text.contains("    var name: String"))
    try pilot.run("up up")
    pilot.settle()
    #expect(pilot.text.contains("2 items in App:"))
  }

  @Test func anEmptyFolderSaysSo() throws {
    let pilot = Self.pilot(MemoryFileSystem(root: "/empty"), root: "/empty")
    pilot.advance(by: 0.1)
    #expect(Self.outlineRows(pilot).isEmpty)
    #expect(pilot.text.contains("/empty is empty."))
    #expect(pilot.text.contains("0 folders, 0 files"))
  }

  @Test func aLongFileShowsItsStartAndSaysSoAtTheEnd() throws {
    // 20,000 bytes of two-byte characters after one of one byte: the
    // cut at 16 KB falls inside a character.
    var files = MemoryFileSystem(root: "/logs")
    files.addFile("long.txt", text: "a" + String(repeating: "é", count: 9_999) + "\nlast line")
    let pilot = Self.pilot(files, root: "/logs")
    pilot.advance(by: 0.1)
    #expect(pilot.text.contains("aéééé"))
    #expect(!pilot.text.contains("[The first 16 KB of the file.]"))
    // The preview scrolls to its end, which says where the text stops.
    try pilot.run("tab tab end")
    pilot.settle()
    #expect(pilot.text.contains("[The first 16 KB of the file.]"))
    #expect(!pilot.text.contains("is binary"))
    #expect(!pilot.text.contains("last line"))
  }

  @Test func theDetailsTabShowsKindSizeDateAndPermissions() throws {
    let pilot = Self.pilot()
    // Guide.md in Docs, then Tab to the tabs and → to Details.
    try pilot.run("right down down tab right")
    pilot.settle()
    #expect(pilot.text.contains("Name         Guide.md"))
    #expect(pilot.text.contains("Kind         File"))
    #expect(pilot.text.contains("Size         15 bytes"))
    #expect(pilot.text.contains("Modified     2023-11-14 22:13 UTC"))
    #expect(pilot.text.contains("Permissions  rw-r----- (640)"))
    #expect(pilot.text.contains("Path         /project/Docs/Guide.md"))
    #expect(!pilot.text.contains("Read me first."))
    // The details follow the focus, and ← goes back to the text.
    try pilot.run("backtab up")
    pilot.settle()
    #expect(pilot.text.contains("Kind         Folder"))
    try pilot.run("tab left backtab down")
    pilot.settle()
    #expect(pilot.text.contains("Read me first."))
    #expect(!pilot.text.contains("Kind "))
  }

  @Test func theProgressBarShowsWhileTheScanRunsAndGoesWhenItEnds() throws {
    // A folder a slice: six folders, the root among them, take six frames.
    let pilot = Self.pilot(itemsPerSlice: 1)
    pilot.advance(by: 1.5 / 60)
    let scanning = try #require(Self.line(holding: "Scanning…", in: pilot))
    #expect(scanning.contains("█"))
    #expect(scanning.contains("─"))
    // Keys are handled between slices: the outline answers mid-scan.
    try pilot.run("down right")
    pilot.settle()
    #expect(Self.line(holding: "Scanning…", in: pilot) != nil)
    #expect(Self.outlineRows(pilot).contains("   ▸ App/"))
    pilot.advance(by: 1)
    let done = try #require(Self.line(holding: "5 folders, 7 files", in: pilot))
    #expect(!done.contains("Scanning"))
    #expect(!done.contains("█") && !done.contains("─"))
  }

  @Test func tabMovesTheKeyboardFromTheOutlineToTheTabsThePreviewAndTheField() throws {
    let pilot = Self.pilot()
    pilot.advance(by: 0.1)
    // The outline has the keyboard first: the cursor rests on its focus.
    #expect(pilot.cursor == CellPoint(x: 1, y: 3))
    // The tabs, the cursor on the chosen one: → chooses Details.
    try pilot.run("tab")
    #expect(pilot.cursor == CellPoint(x: 42, y: 3))
    try pilot.run("right")
    pilot.settle()
    #expect(pilot.text.contains("Name         Docs"))
    // The read-only preview shows no cursor, and ← is not for the tabs.
    try pilot.run("tab left")
    pilot.settle()
    #expect(pilot.cursor == nil)
    #expect(pilot.text.contains("Name         Docs"))
    // The field, where q is a letter, then round to the outline.
    try pilot.run(#"tab "q""#)
    #expect(!pilot.app.isFinished)
    #expect(pilot.text.contains("/ q"))
    #expect(pilot.cursor == CellPoint(x: 4, y: 1))
    // The last edit, Tab and ↓ come in one frame: the outline is
    // filtered anew as the field lets the keyboard go, before ↓.
    try pilot.run("backspace tab down")
    pilot.settle()
    #expect(pilot.cursor == CellPoint(x: 1, y: 4))
    #expect(pilot.text.contains("Name         Sources"))
    // Shift-Tab goes back the other way.
    try pilot.run("backtab")
    #expect(pilot.cursor == CellPoint(x: 3, y: 1))
    try pilot.run("backtab")
    #expect(pilot.cursor == nil)
  }

  /// The disk, through the real file system: a temporary folder made and
  /// removed by the test.
  @Test func aRealFolderOnDisk() throws {
    var template = Array("/tmp/file-browser-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let root = String(cString: try #require(made))
    func write(_ name: String, _ text: String) {
      let file = fopen(root + "/" + name, "w")
      fputs(text, file)
      fclose(file)
    }
    mkdir(root + "/notes", 0o755)
    write("notes/today.txt", "Buy milk.\n")
    write("hello.txt", "Hello from the disk.\n")
    chmod(root + "/hello.txt", 0o600)
    // A pipe no one writes to: opening it to read would wait for ever.
    mkfifo(root + "/pipe", 0o600)
    defer {
      unlink(root + "/pipe")
      unlink(root + "/notes/today.txt")
      unlink(root + "/hello.txt")
      rmdir(root + "/notes")
      rmdir(root)
    }
    let pilot = Self.pilot(DiskFileSystem(), root: root)
    pilot.advance(by: 0.1)
    #expect(Self.outlineRows(pilot) == [" ▸ notes/", " hello.txt", " pipe"])
    #expect(pilot.text.contains("1 folder, 3 files"))
    try pilot.run("down down")
    pilot.settle()
    #expect(pilot.text.contains("pipe is a special file"))
    try pilot.run("up up")
    try pilot.run("right down")
    pilot.settle()
    #expect(Self.outlineRows(pilot) == [" ▾ notes/", "   today.txt", " hello.txt", " pipe"])
    #expect(pilot.text.contains("Buy milk."))
    try pilot.run("down tab right")
    pilot.settle()
    #expect(pilot.text.contains("Size         21 bytes"))
    #expect(pilot.text.contains("Permissions  rw------- (600)"))
  }
}
