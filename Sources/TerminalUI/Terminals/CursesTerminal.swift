import CNcursesw

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, driven through ncursesw.
///
/// Each ``present(_:)`` copies into curses only the cells that differ from the
/// previous canvas (``Canvas/changes(from:)``), and ncurses in turn sends only
/// what differs from the screen, so a focus move costs a few dozen bytes. Frames are bracketed by
/// synchronized output (mode 2026) so a terminal that supports it never shows
/// half a frame. The terminal is given back by ``shutdown()``, and by
/// ``TerminalRestorer`` on a signal, a crash or `exit`.
///
/// Ctrl-C arrives as `.ctrl("c")` rather than as SIGINT, and Ctrl-\\ as
/// `.ctrl("\\")` rather than as SIGQUIT, so that the app decides what they
/// mean, and Ctrl-S and Ctrl-Q as keys rather than as flow
/// control. Ctrl-Z suspends at once (``SuspendSignal``), even behind a
/// slow link: the rest of a frame being written goes nowhere
/// (``FrameOutput``), and what the terminal has yet to take is thrown
/// away. On `fg`, or at once where no job-control shell stops the
/// process, the terminal's modes are put back, its size taken again
/// (``ResumeSignal``) and the screen drawn whole. Pasted text arrives as one ``InputEvent/paste(_:)``
/// (bracketed paste, mode 2004). A terminal that hangs up ends the input
/// for good (``hasHungUp``).
public final class CursesTerminal: Terminal {
  public private(set) var size: CellSize
  public private(set) var hasHungUp = false
  public let colorDepth: ColorDepth
  public let repertoire: Repertoire

  private let screen: OpaquePointer
  /// What curses and the frames written here go out by: a stream of its
  /// own onto the terminal, which Ctrl-Z can cut short (``FrameOutput``);
  /// standard output where none could be had.
  private let output: UnsafeMutablePointer<FILE>
  private var isActive = true
  private var previous: Canvas?
  /// When the status query after the last frame sent went out, while it
  /// is unanswered. Any answer settles it: one answering an older query
  /// lets a frame go a little early, where counting them would let one
  /// answer lost hold every frame back from then on.
  private var unansweredQuerySent: ContinuousClock.Instant?
  /// Whether the terminal has answered a status query: one that never has
  /// is not waited for.
  private var answersStatusQueries = false
  /// The cells the last frame sent changed.
  private var cellsInLastFrame = 0
  /// Whether the link has shown itself too slow for motion: a frame took
  /// longer than ``slowFrame`` to arrive, and none of at least
  /// ``telltaleCells`` cells has arrived sooner since.
  private var isLinkSlow = false
  private var colorCache: [Style: CursesStyle] = [:]
  /// What the cached styles were mapped down against: a canvas drawn for
  /// other colours empties the cache.
  private var cacheBackdrop = Backdrop.dark
  /// The last lookup in `colorCache`: neighbouring cells mostly share a style.
  private var lastStyle: (style: Style, curses: CursesStyle)?
  private let hasColor: Bool
  /// For each row of the screen, whether it shows glyphs written alone
  /// (``Glyph/isWrittenAlone``), where the screen differs from what
  /// curses believes.
  private var rowsShowingGlyphsAlone: [Bool] = []

  private static let synchronizedOutputOn = "\u{1B}[?2026h"
  private static let synchronizedOutputOff = "\u{1B}[?2026l"
  /// Device Status Report, "are you OK?": a terminal answers `ESC [ 0 n`
  /// once it has read everything before it.
  private static let statusQuery = "\u{1B}[5n"
  /// How long a frame's status query may go unanswered before the
  /// terminal counts as caught up anyway (an answer lost, a terminal that
  /// stopped answering): frames slow to one a second, never stop.
  private static let statusAnswerWait: Duration = .seconds(1)
  /// A frame that takes longer than this to arrive comes over a link too
  /// slow for motion: fewer than seven frames a second would show of it.
  private static let slowFrame: Duration = .milliseconds(150)
  /// The changed cells of a frame that shows a link fast enough for
  /// motion again by arriving within ``slowFrame``: a small frame (a
  /// cursor move, a character typed) is quick over a slow link too. At
  /// some 25 bytes a cell, a link that carries this many in that time
  /// carries over 30 KB a second.
  private static let telltaleCells = 200
  private static let mouseReportingOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"
  /// The terminal's default colours as it told them when asked at start;
  /// nil where it did not.
  public let backdrop: Backdrop?
  /// How long a terminal that answers nothing at all (not even the device
  /// attributes every terminal answers) may keep the start waiting, in
  /// milliseconds.
  static let colorQueryTimeout = 250
  /// Whether this terminal's mouse reports are read here (SGR, mode 1006).
  private let readsSGRMouseReports: Bool
  /// Whether the terminal can hide its cursor (`civis`): vt100 cannot.
  private let cursorHides: Bool
  /// Whether frames are written here rather than through curses: for 24-bit
  /// colour that `COLORTERM` announces but the terminfo description cannot
  /// send (`xterm-256color` under kitty or alacritty). curses still reads
  /// the keyboard and keeps the terminal's modes; it draws nothing, so
  /// what it would send after a resize or a stop is sent at once, before
  /// the frame that covers it.
  private let writesFramesItself: Bool

  /// Takes over the terminal on standard input and output.
  ///
  /// - Parameter environment: the variables colour detection reads
  ///   (`NO_COLOR`, `COLORTERM`; `TMUX`, `STY` and `COLORFGBG` for asking
  ///   the terminal's colours) and errors name (`TERM`); by default the
  ///   process's own.
  /// - Throws: ``TerminalError`` when there is no terminal, curses does not
  ///   know its type, or the type cannot move the cursor (`dumb`).
  public init(environment: [String: String] = CursesTerminal.processEnvironment()) throws {
    guard isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    setlocale(LC_ALL, "")
    var savedTermios = termios()
    tcgetattr(STDIN_FILENO, &savedTermios)
    // The handlers before anything changes the terminal: a signal during
    // the colour query (up to a quarter of a second, on a terminal that
    // does not answer) gives back the modes the query changed, and ends the
    // process as the signal would, without a crash report. The reset
    // sequence follows once curses knows the terminal.
    TerminalRestorer.arm(
      resetSequence: [],
      fileDescriptor: STDOUT_FILENO,
      savedTermios: savedTermios
    )

    // The terminal's own size (the ioctl), neither LINES and COLUMNS left
    // in the environment by a shell of another size nor the terminfo
    // entry's lines and cols, which use_env(false) alone would fall back to.
    use_env(false)
    use_tioctl(true)
    let output: UnsafeMutablePointer<FILE> =
      FrameOutput.stream(onto: STDOUT_FILENO) ?? cncursesw_stdout()
    // Before curses starts, which then leaves SIGTSTP alone.
    SuspendSignal.install()
    func release() {
      SuspendSignal.uninstall()
      FrameOutput.release(output)
      TerminalRestorer.restoreTermiosOnly()
    }
    guard let screen = newterm(nil, output, cncursesw_stdin()) else {
      release()
      throw TerminalError.unknownTerminalType(environment["TERM"] ?? "")
    }
    set_term(screen)
    guard Self.stringCapability("cup") != nil else {
      endwin()
      delscreen(screen)
      release()
      throw TerminalError.noCursorAddressing(environment["TERM"] ?? "")
    }
    self.screen = screen
    self.output = output
    repertoire = Repertoire.currentLocale()
    // Asked before curses reads the keyboard, so the answer is not taken
    // for keys; only once the type is known to take escape sequences.
    let reading = TerminalColorQuery.ask(
      input: STDIN_FILENO,
      output: STDOUT_FILENO,
      timeout: Self.colorQueryTimeout,
      environment: environment
    )
    backdrop = reading.backdrop
    // What was typed meanwhile goes to curses as if it came now, last
    // byte pushed first; as much as its queue holds (135 bytes or so).
    for byte in reading.typed.reversed() where ungetch(Int32(byte)) == ERR { break }

    cbreak()
    noecho()
    nonl()
    intrflush(cncursesw_stdscr(), false)
    keypad(cncursesw_stdscr(), true)
    Self.defineExtraKeys()
    // The cursor stays hidden, so ncurses need not move it after each update.
    leaveok(cncursesw_stdscr(), true)
    // A frame is sent whole even with keys waiting: one curses broke off
    // would send the rest later, over glyphs written alone after it.
    typeahead(-1)
    set_escdelay(25)
    cursorHides = curs_set(0) != ERR
    _ = withForeignAllocationsUnchecked { mousemask(CNCURSESW_ALL_MOUSE_EVENTS, nil) }
    // No click detection: it would hold every press back until the interval
    // passes.
    mouseinterval(0)
    readsSGRMouseReports = Self.readSGRMouseReportsItself()
    Self.takeControlKeys()
    Self.write(Self.bracketedPasteOn)

    hasColor = has_colors()
    if hasColor {
      start_color()
      use_default_colors()
    }
    let colors = hasColor ? Int(cncursesw_colors()) : 0
    let hasRGBCapability = tigetflag("RGB") > 0
    colorDepth = ColorDepth.detect(
      environment: environment,
      colors: colors,
      hasRGBCapability: hasRGBCapability
    )
    size = CellSize(width: Int(cncursesw_cols()), height: Int(cncursesw_lines()))
    // True colour curses cannot send: `COLORTERM` said so, not terminfo.
    writesFramesItself = colorDepth == .trueColor && !(colors >= 1 << 24 && hasRGBCapability)
    if writesFramesItself {
      // curses' first refresh clears the screen: now, not over a frame.
      refresh()
    }

    TerminalRestorer.arm(
      resetSequence: Array(Self.resetSequence().utf8),
      fileDescriptor: STDOUT_FILENO,
      savedTermios: savedTermios
    )
    ResumeSignal.install()
  }

  /// The variables ``init(environment:)`` reads, from the process
  /// environment.
  public static func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in ["TERM", "NO_COLOR", "COLORTERM", "COLORFGBG", "TMUX", "STY"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  deinit {
    shutdown()
  }

  /// Turns off the terminal driver's VINTR and VQUIT, so Ctrl-C and
  /// Ctrl-\\ reach the app as keys (and a Ctrl-\\ in pasted text is
  /// text, where the driver would have sent SIGQUIT the moment the paste
  /// arrived), and its flow control (IXON), so Ctrl-S does not freeze the
  /// display until Ctrl-Q; and makes that curses' "program mode", which it
  /// puts back after a suspend. The termios saved before is restored on exit.
  private static func takeControlKeys() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    withUnsafeMutableBytes(of: &settings.c_cc) {
      $0[Int(VINTR)] = CNCURSESW_POSIX_VDISABLE
      $0[Int(VQUIT)] = CNCURSESW_POSIX_VDISABLE
    }
    settings.c_iflag &= ~tcflag_t(IXON)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    def_prog_mode()
  }

  private static func write(_ text: String) {
    fputs(text, cncursesw_stdout())
    fflush(cncursesw_stdout())
  }

  /// What a signal handler writes to give the terminal back, from this
  /// terminal's terminfo strings and the xterm private modes curses may leave
  /// on: end a half-sent frame, reset attributes, turn mouse reporting off,
  /// leave keypad mode, show the cursor, and last leave the alternate screen so
  /// the shell's screen comes back with everything else already reset.
  private static func resetSequence() -> String {
    func capability(_ name: String) -> String { stringCapability(name) ?? "" }
    return synchronizedOutputOff + capability("sgr0") + mouseReportingOff + bracketedPasteOff
      + capability("rmkx") + capability("cnorm") + capability("rmcup")
  }

  /// The terminfo string `name` of this terminal, without padding; nil when
  /// it has none.
  private static func stringCapability(_ name: String) -> String? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return withoutPadding(String(cString: value))
  }

  /// Makes Shift-↑ and Shift-↓ arrive as `KEY_SR` and `KEY_SF` whatever the
  /// terminal description says. terminfo lists them as `kri`/`kind` for
  /// xterm, as the extended `kUP`/`kDN` for others, and not at all in tmux's
  /// default `screen` entry, though tmux sends xterm's sequences; unknown,
  /// they would arrive as Esc and three characters, and Esc goes back.
  ///
  /// Ctrl-← and Ctrl-→ (terminfo's extended `kLFT5`/`kRIT5`, and xterm's
  /// sequences) and Alt-Backspace (Esc then DEL) get codes of their own the
  /// same way, for moving and deleting by word in a text field, as do the
  /// bracketed paste markers.
  ///
  /// The arrows, Home and End are known in both cursor-key modes: terminfo
  /// names the application mode's sequences (`ESC O A`), which the terminal
  /// sends only while keypad mode is on; in the normal mode it sends
  /// `ESC [ A`, and a key read before the mode is back (just after `fg`)
  /// must still be an arrow, not Esc.
  private static func defineExtraKeys() {
    let definitions: [(sequence: String?, code: Int32)] = [
      ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT),
      ("\u{1B}[D", KEY_LEFT), ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
      ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT),
      ("\u{1B}OD", KEY_LEFT), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
      ("\u{1B}[200~", KeyDecoder.pasteStartCode), ("\u{1B}[201~", KeyDecoder.pasteEndCode),
      ("\u{1B}[0n", KeyDecoder.statusReportCode),
      (stringCapability("kUP"), KEY_SR), ("\u{1B}[1;2A", KEY_SR),
      (stringCapability("kDN"), KEY_SF), ("\u{1B}[1;2B", KEY_SF),
      (stringCapability("kLFT5"), KeyDecoder.ctrlLeftCode),
      ("\u{1B}[1;5D", KeyDecoder.ctrlLeftCode),
      (stringCapability("kRIT5"), KeyDecoder.ctrlRightCode),
      ("\u{1B}[1;5C", KeyDecoder.ctrlRightCode),
      ("\u{1B}\u{7F}", KeyDecoder.altBackspaceCode),
    ]
    for case (let sequence?, let code) in definitions where key_defined(sequence) != code {
      define_key(sequence, code)
    }
  }

  /// terminfo strings may carry delays (`$<5>`) that only tputs understands.
  private static func withoutPadding(_ string: String) -> String {
    var result = ""
    var characters = Substring(string)
    while let dollar = characters.firstIndex(of: "$") {
      result += characters[..<dollar]
      let rest = characters[characters.index(after: dollar)...]
      if rest.first == "<", let end = rest.firstIndex(of: ">") {
        characters = rest[rest.index(after: end)...]
      } else {
        result += "$"
        characters = rest
      }
    }
    return result + characters
  }

  // MARK: Output

  public func present(_ canvas: Canvas) {
    guard isActive else { return }
    guard !writesFramesItself else { return write(canvas) }
    let window = cncursesw_stdscr()
    let columns = min(canvas.width, size.width)
    let rows = min(canvas.height, size.height)
    let resized = previous?.size != canvas.size
    let resizedOrMoved = resized || previous?.cursor != canvas.cursor
    if resized {
      // Cells the canvas does not cover keep nothing from before.
      werase(window)
    }
    if resized || rowsShowingGlyphsAlone.count != rows {
      // Where the screen showed glyphs written alone is not known.
      rowsShowingGlyphsAlone = Array(repeating: true, count: rows)
    }
    if cacheBackdrop != canvas.conversionBackdrop {
      cacheBackdrop = canvas.conversionBackdrop
      colorCache = [:]
      lastStyle = nil
      previous = nil
    }
    // The changed rows that show, or showed, glyphs written alone: the
    // only ones looked through for them after the frame.
    var rowsToRewrite = Array(repeating: false, count: rows)
    var changes = 0
    for change in canvas.changes(from: previous) {
      guard change.y < rows else { break }
      guard change.x < columns else { continue }
      changes += 1
      if change.cell.glyph.isWrittenAlone || rowsShowingGlyphsAlone[change.y] {
        rowsToRewrite[change.y] = true
      }
      hand(change.cell, x: change.x, y: change.y, columns: columns, to: window)
    }
    self.previous = canvas
    guard resizedOrMoved || changes > 0 else { return }
    guard FrameOutput.beginFrame() else {
      // Ctrl-Z is waiting: the frame would only be cut short, and the one
      // after the stop is drawn whole. curses takes the changes as sent
      // all the same, or its next read of a key would send them (it
      // updates a window changed since its last update first).
      wnoutrefresh(window)
      return
    }
    let alone = glyphsWrittenAlone(in: canvas, rows: rowsToRewrite, columns: columns)
    // ncurses writes to the file descriptor itself, so the markers go out
    // through stdio and are flushed on either side of its output.
    fputs(Self.synchronizedOutputOn, output)
    fflush(output)
    let resting: (x: Int, y: Int)?
    if !cursorHides, rows > 0, columns > 0 {
      // A terminal that cannot hide its cursor (vt100) would show the
      // block on the focus, or wherever the last change left it: it waits
      // in the corner, at the footer's end.
      resting = (columns - 1, rows - 1)
    } else if let cursor = canvas.cursor, cursor.x < columns, cursor.y < rows {
      // The cursor stays hidden but rests on the focus, where screen
      // readers and braille displays look.
      resting = (cursor.x, cursor.y)
    } else if !alone.isEmpty {
      // Somewhere known to come back to after the glyphs written alone.
      resting = (0, 0)
    } else {
      resting = nil
    }
    if let resting {
      leaveok(window, false)
      wmove(window, Int32(resting.y), Int32(resting.x))
    } else {
      leaveok(window, true)
    }
    wnoutrefresh(window)
    doupdate()
    if let resting, !alone.isEmpty {
      write(alone, returningTo: resting)
    }
    endFrame(changedCells: changes)
  }

  /// Ends the frame being written, which changed `changedCells` cells:
  /// synchronized output's end, then the status query, whose answer says
  /// the frame has arrived. A frame Ctrl-Z cut short is ended once the
  /// stop has thrown away what the terminal had yet to take of it
  /// (``dropQueuedOutput()``).
  private func endFrame(changedCells: Int) {
    guard !FrameOutput.endFrame() else { return }
    fputs(Self.synchronizedOutputOff + Self.statusQuery, output)
    fflush(output)
    unansweredQuerySent = .now
    cellsInLastFrame = changedCells
  }

  /// Gives curses the changed `cell` at (`x`, `y`) of a screen `columns`
  /// wide.
  ///
  /// A glyph written alone (``Glyph/isWrittenAlone``) is not given to
  /// curses, which measures "❤️" one column and "हि" two however the
  /// terminal does, and holds at most five scalars in a cell; it gets the
  /// glyph's first scalar and blanks after it instead, and the glyph is
  /// written over them after the frame (``write(_:returningTo:)``). The
  /// first scalar rather than only blanks: a row curses believes blank
  /// may be cleared with the ones below it, unchanged or not.
  private func hand(
    _ cell: Cell,
    x: Int,
    y: Int,
    columns: Int,
    to window: UnsafeMutablePointer<WINDOW>?
  ) {
    var column = x
    if x + cell.width <= columns {
      guard cell.glyph.isWrittenAlone else { return draw(cell, x: x, y: y, in: window) }
      let first = cell.glyph.scalars.first
      let firstWidth = Unicode.Scalar(first).map(CharacterWidth.systemWidth) ?? 1
      let leading = Cell(Glyph(GlyphScalars(first: first), width: firstWidth), style: cell.style)
      draw(leading, x: x, y: y, in: window)
      column += firstWidth
    }
    // The rest of a glyph written alone, or of a wide glyph the right edge
    // of a smaller screen cuts: blanks.
    while column < min(x + max(1, cell.width), columns) {
      draw(Cell.blank(cell.style), x: column, y: y, in: window)
      column += 1
    }
  }

  /// The glyphs written alone on the marked `rows` of `canvas` (those
  /// changed that show or showed such glyphs), whole on a screen `columns`
  /// wide, to be written after the frame.
  ///
  /// Each such row that showed them before is redrawn by curses whole
  /// (`wredrawln`): the screen there differs from what curses believes, so
  /// a cell it believes unchanged may still show part of one.
  private func glyphsWrittenAlone(in canvas: Canvas, rows: [Bool], columns: Int) -> [(
    Cell, x: Int, y: Int
  )] {
    var found: [(Cell, x: Int, y: Int)] = []
    for (y, marked) in rows.enumerated() where marked {
      if rowsShowingGlyphsAlone[y] { wredrawln(cncursesw_stdscr(), Int32(y), 1) }
      var showsGlyphsAlone = false
      for (x, cell) in canvas.row(y).prefix(columns).enumerated()
      where cell.glyph.isWrittenAlone && x + cell.width <= columns {
        found.append((cell, x, y))
        showsGlyphsAlone = true
      }
      rowsShowingGlyphsAlone[y] = showsGlyphsAlone
    }
    return found
  }

  /// Writes each of `glyphs` over the first scalar and blanks curses has
  /// just written in its columns (``hand(_:x:y:columns:to:)``), then puts
  /// the cursor back at `resting`, where curses left it.
  ///
  /// Each glyph is written after a cursor move of its own, so however
  /// far the terminal moves writing one ("❤️" one column in xterm, two in
  /// kitty; "हि" two in xterm, one where whole graphemes are measured),
  /// the next is written where the canvas has it; the blanks fill what
  /// the terminal leaves. Colours go out as escape sequences and are reset
  /// after, as curses leaves them after every update.
  private func write(_ glyphs: [(Cell, x: Int, y: Int)], returningTo resting: (x: Int, y: Int)) {
    var bytes: [UInt8] = []
    for (cell, x, y) in glyphs {
      bytes += "\u{1B}[\(y + 1);\(x + 1)H".utf8
      SGR.append(cell.style.converted(to: colorDepth, on: cacheBackdrop), to: &bytes)
      cell.glyph.appendUTF8(to: &bytes)
    }
    bytes += SGR.reset.utf8
    bytes += "\u{1B}[\(resting.y + 1);\(resting.x + 1)H".utf8
    fwrite(bytes, 1, bytes.count, output)
    fflush(output)
  }

  /// Writes what changed since the last frame as escape sequences of its
  /// own, in 24-bit colour (``writesFramesItself``), with the cursor left
  /// on the focus as curses would leave it. A canvas of another size than
  /// the terminal's (drawn before a resize was read) waits for the next.
  private func write(_ canvas: Canvas) {
    guard canvas.size == size else { return }
    let changes = canvas.changes(from: previous)
    var update = canvas.ansiUpdate(changes, from: previous, colorDepth: .trueColor)
    let cursorMoved = previous?.cursor != canvas.cursor
    previous = canvas
    guard !update.isEmpty || cursorMoved, FrameOutput.beginFrame() else { return }
    if let cursor = canvas.cursor, cursor.x < size.width, cursor.y < size.height {
      update += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
    }
    fputs(Self.synchronizedOutputOn + update, output)
    fflush(output)
    endFrame(changedCells: changes.count)
  }

  /// Whether the terminal has answered the status query after the last
  /// frame (or never answers any, or has not for a second): a frame sent
  /// before that would wait in the link behind the others, and the user
  /// would see the animation late, every frame of it.
  public var isCaughtUp: Bool {
    guard answersStatusQueries, let sent = unansweredQuerySent else { return true }
    return sent.duration(to: .now) > Self.statusAnswerWait
  }

  /// Whether frames arrive quickly enough for motion to be seen: not
  /// while a frame has been on its way longer than ``slowFrame``, nor
  /// once one took that long, until a frame of some size arrives in time.
  public var keepsUpWithMotion: Bool {
    guard answersStatusQueries else { return true }
    if let sent = unansweredQuerySent, sent.duration(to: .now) > Self.slowFrame { return false }
    return !isLinkSlow
  }

  private func draw(_ cell: Cell, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>?) {
    let style = cursesStyle(cell.style)
    // Sent as a blank where it looks like one: curses then finds a solid
    // fill unchanged where only its bars or edges moved.
    let glyph =
      cell.looksBlank(hidingBlocks: style.hidesBlockElements) ? CharacterWidth.space : cell.glyph
    var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &characters) { raw in
      let buffer = raw.bindMemory(to: wchar_t.self)
      // A glyph given to curses has at most CCHARW_MAX (5) scalars
      // (``hand(_:x:y:columns:to:)``); the sixth stays 0.
      var index = 0
      glyph.scalars.forEach { value in
        guard index < 5 else { return }
        buffer[index] = wchar_t(bitPattern: value)
        index += 1
      }
      var complex = cchar_t()
      var extendedPair = style.pair
      setcchar(&complex, buffer.baseAddress, style.attributes, 0, &extendedPair)
      mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }
  }

  /// A style as curses is given it.
  private struct CursesStyle {
    var attributes: attr_t
    var pair: Int32
    /// Whether the style, converted to the terminal's colours, hides a
    /// block element (``Style/hidesBlockElements``).
    var hidesBlockElements: Bool
  }

  /// The curses attributes and colour pair for `style`, allocated on first use.
  ///
  /// `alloc_pair` recycles the least recently used pair once all are taken;
  /// with 256 colours there are 65536 pairs, far more than a screen uses.
  private func cursesStyle(_ style: Style) -> CursesStyle {
    if let last = lastStyle, last.style == style { return last.curses }
    if let cached = colorCache[style] {
      lastStyle = (style, cached)
      return cached
    }
    let converted = style.converted(to: colorDepth, on: cacheBackdrop)
    var attributes = CNCURSESW_A_NORMAL
    let map: [(TextAttributes, attr_t)] = [
      (.bold, CNCURSESW_A_BOLD), (.dim, CNCURSESW_A_DIM), (.italic, CNCURSESW_A_ITALIC),
      (.underline, CNCURSESW_A_UNDERLINE), (.reverse, CNCURSESW_A_REVERSE),
    ]
    for (attribute, flag) in map where converted.attributes.contains(attribute) {
      attributes |= flag
    }
    var pair: Int32 = 0
    if hasColor && (converted.foreground != .default || converted.background != .default) {
      pair = max(
        0,
        alloc_pair(colorNumber(converted.foreground), colorNumber(converted.background))
      )
    }
    let curses = CursesStyle(
      attributes: attributes,
      pair: pair,
      hidesBlockElements: hasColor && converted.hidesBlockElements
    )
    colorCache[style] = curses
    lastStyle = (style, curses)
    return curses
  }

  /// The curses colour number of `color`, already converted to ``colorDepth``.
  ///
  /// In direct-colour mode (terminfo `RGB`) numbers 0–7 are the ANSI colours
  /// and every other number is a packed 24-bit value.
  private func colorNumber(_ color: Color) -> Int32 {
    switch (color, colorDepth) {
    case (.default, _):
      return -1
    case (.ansi(let index), _) where index < 8:
      return Int32(index)
    case (_, .trueColor):
      let (red, green, blue) = color.rgbComponents!
      return max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
    case (.ansi(let index), _), (.indexed(let index), _):
      return Int32(index)
    case (.rgb, _):
      // converted(to:) never leaves an RGB colour below true colour.
      return -1
    }
  }

  // MARK: Input

  public func readEvent(timeout: Int?) -> InputEvent? {
    guard isActive, !hasHungUp else { return nil }
    let window = cncursesw_stdscr()
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + .milliseconds($0) }
    while true {
      if SuspendSignal.takeRequest() { return suspendUntilContinued() }
      if ResumeSignal.drain() { return resumed() }
      // What curses has read ahead first; then sleep on the terminal and on
      // the resume pipe together, so `fg` or Ctrl-Z wakes the loop at once.
      wtimeout(window, 0)
      var character: wint_t = 0
      let status = wget_wch(window, &character)
      if status == ERR {
        var wait: Int32 = -1
        if let deadline {
          let milliseconds = Self.milliseconds(from: clock.now, to: deadline)
          guard milliseconds > 0 else { return nil }
          wait = Int32(clamping: milliseconds)
        }
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        if let resume = ResumeSignal.readDescriptor {
          descriptors.append(pollfd(fd: resume, events: Int16(POLLIN), revents: 0))
        }
        // Interrupted (a resize), ready or timed out: curses is asked again,
        // and reports a resize as KEY_RESIZE.
        _ = poll(&descriptors, nfds_t(descriptors.count), wait)
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
          // Its connection dropped or its window closed, with SIGHUP
          // ignored: every read from now on fails at once, and waiting on
          // it would spin.
          hasHungUp = true
          return nil
        }
        continue
      }
      let event: InputEvent?
      switch status {
      case KEY_CODE_YES where Int32(character) == KEY_RESIZE:
        size = CellSize(width: Int(cncursesw_cols()), height: Int(cncursesw_lines()))
        previous = nil
        if writesFramesItself { refresh() }
        event = .resize(width: size.width, height: size.height)
      case KEY_CODE_YES where Int32(character) == KeyDecoder.statusReportCode:
        // The last frame has arrived: a wait with a deadline ends, so that
        // a frame held back for it is drawn now (a wait without one is for
        // input alone).
        let wasBehind = unansweredQuerySent != nil
        noteStatusAnswer()
        if wasBehind && timeout != nil { return nil }
        continue
      case KEY_CODE_YES where Int32(character) == KEY_MOUSE:
        var mouse = MEVENT()
        guard getmouse(&mouse) == OK else { continue }
        event = KeyDecoder.decode(
          .mouse(buttonState: UInt(mouse.bstate), x: Int(mouse.x), y: Int(mouse.y))
        )
      case OK, KEY_CODE_YES:
        let read: InputAssembly.Read =
          status == OK ? .character(UInt32(character)) : .keyCode(Int32(character))
        event = InputAssembly.event(
          startingWith: read,
          next: { wait in
            wtimeout(window, Int32(wait))
            var next: wint_t = 0
            var status = wget_wch(window, &next)
            // The terminal answers wherever its input has got to, within a
            // paste too.
            while status == KEY_CODE_YES && Int32(next) == KeyDecoder.statusReportCode {
              noteStatusAnswer()
              status = wget_wch(window, &next)
            }
            switch status {
            case OK: return .character(UInt32(next))
            case KEY_CODE_YES: return .keyCode(Int32(next))
            default: return nil
            }
          },
          putBack: { read in
            switch read {
            case .character(let code): _ = unget_wch(wchar_t(bitPattern: code))
            case .keyCode(let code): _ = ungetch(code)
            }
          },
          discardPending: { flushinp() }
        )
      default:
        return nil
      }
      // Reports the app has no use for (unknown keys, mouse motion) do not end
      // the wait early.
      if let event { return event }
    }
  }

  /// Waits briefly for the answer to the last frame's status query, and
  /// drops what was typed meanwhile, before the terminal goes to the
  /// shell: an answer arriving after would be read as typed there
  /// (`^[[0n` at the prompt). Half a second for a terminal that answers,
  /// a tenth for one not known to.
  ///
  /// - Parameter anotherWait: how long, in milliseconds, to go on waiting
  ///   after the first answer for a second one, where an earlier query
  ///   may be answered just before the last.
  private func takeLastStatusAnswer(thenAnotherWithin anotherWait: Int = 0) {
    guard unansweredQuerySent != nil else { return }
    if readStatusAnswer(within: answersStatusQueries ? 500 : 100), anotherWait > 0 {
      _ = readStatusAnswer(within: anotherWait)
    }
    flushinp()
  }

  /// Reads what the terminal sends until a status answer comes (true) or
  /// nothing more comes within `milliseconds` (false), dropping the rest.
  private func readStatusAnswer(within milliseconds: Int) -> Bool {
    let window = cncursesw_stdscr()
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(milliseconds)
    while true {
      // Past the deadline, what has already come is still read.
      let remaining = max(0, Self.milliseconds(from: clock.now, to: deadline))
      wtimeout(window, Int32(clamping: remaining))
      var character: wint_t = 0
      let status = wget_wch(window, &character)
      if status == ERR { return false }
      if status == KEY_CODE_YES && Int32(character) == KeyDecoder.statusReportCode {
        noteStatusAnswer()
        return true
      }
    }
  }

  /// Notes an answer to a status query: the terminal answers them, and
  /// has everything sent before the last.
  private func noteStatusAnswer() {
    answersStatusQueries = true
    if let sent = unansweredQuerySent {
      if sent.duration(to: .now) > Self.slowFrame {
        isLinkSlow = true
      } else if cellsInLastFrame >= Self.telltaleCells {
        isLinkSlow = false
      }
    }
    unansweredQuerySent = nil
  }

  /// The whole milliseconds from `now` to `deadline`, as curses and poll
  /// take a wait; 0 or less once it has passed.
  private static func milliseconds(
    from now: ContinuousClock.Instant,
    to deadline: ContinuousClock.Instant
  ) -> Int64 {
    let remaining = now.duration(to: deadline).components
    return remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000
  }

  /// Ctrl-Z: gives the terminal back as a shell expects it (the modes
  /// curses does not know of, then curses' own), stops until `fg`, and
  /// takes the terminal again: curses its program mode and the alternate
  /// screen, then the rest as after any stop (``resumed()``). Where the
  /// kernel discards the stop, as without a job-control shell, the terminal
  /// is taken again at once, with every mode on.
  private func suspendUntilContinued() -> InputEvent {
    let askedAgain = dropQueuedOutput()
    takeLastStatusAnswer(thenAnotherWithin: askedAgain ? Self.followingAnswerWait : 0)
    Self.write(Self.sgrMouseReportsOff + Self.bracketedPasteOff)
    endwin()
    TerminalRestorer.suspend()
    SuspendSignal.stop()
    TerminalRestorer.resume()
    // curses' program mode and alternate screen again, and a clear screen.
    blankScreenUnsent()
    doupdate()
    // Ctrl-Z's own wake-up and `fg`'s are answered by this return.
    _ = ResumeSignal.drain()
    return resumed()
  }

  /// Throws away what the terminal has yet to take of the frames sent
  /// (behind a slow link, seconds of them, which it would all draw
  /// before the shell's screen came back), then ends the frame that may
  /// have been cut short there (``FrameOutput``), so that a terminal
  /// holding its screen for it (synchronized output) lets go, and resets
  /// the attributes it may have left on.
  ///
  /// The last frame's status query may have gone with the rest, or may
  /// still be answered: unless its answer has come, it is asked again,
  /// and the answer to that comes last. Returns whether it was.
  private func dropQueuedOutput() -> Bool {
    tcflush(fileno(output), TCOFLUSH)
    var ending = Self.synchronizedOutputOff + (Self.stringCapability("sgr0") ?? "")
    let askingAgain = unansweredQuerySent != nil && !readStatusAnswer(within: 0)
    if askingAgain {
      ending += Self.statusQuery
      unansweredQuerySent = .now
    }
    fputs(ending, output)
    fflush(output)
    return askingAgain
  }

  /// How long, in milliseconds, the answer to the status query asked
  /// again as the output is thrown away (``dropQueuedOutput()``) may
  /// follow the answer to the frame's own, where the terminal had taken
  /// that before: both queries reach it together, and it answers in order.
  private static let followingAnswerWait = 50

  /// After a stop or a resize: the modes curses does not turn on again by
  /// itself (keypad, SGR mouse reports, bracketed paste) are asked for
  /// again, and the size is read afresh, as the terminal may have been
  /// resized meanwhile. The next frame is drawn whole, over whatever a
  /// shell left.
  private func resumed() -> InputEvent {
    // Off and on again: curses sends keypad mode's string only on a change.
    keypad(cncursesw_stdscr(), false)
    keypad(cncursesw_stdscr(), true)
    if readsSGRMouseReports { Self.write(Self.sgrMouseReportsOn) }
    Self.write(Self.bracketedPasteOn)
    _ = resizedIfChanged()
    previous = nil
    // A query sent before the stop may have gone unanswered.
    unansweredQuerySent = nil
    clearok(cncursesw_stdscr(), true)
    if writesFramesItself { refresh() }
    return .resize(width: size.width, height: size.height)
  }

  /// A resize event when the terminal's size is no longer ``size``: curses
  /// is told the new size and the next frame is drawn whole.
  private func resizedIfChanged() -> InputEvent? {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0,
      Int(window.ws_col) != size.width || Int(window.ws_row) != size.height
    else { return nil }
    resizeterm(Int32(window.ws_row), Int32(window.ws_col))
    blankScreenUnsent()
    size = CellSize(width: Int(cncursesw_cols()), height: Int(cncursesw_lines()))
    previous = nil
    return .resize(width: size.width, height: size.height)
  }

  /// Blanks curses' copy of the screen without sending anything, where the
  /// next frame is drawn whole (``previous`` nil): otherwise curses paints
  /// the frame from before on its own — whole in its first update after
  /// a stop, and whole at the new size in the first read of a key after
  /// `resizeterm` (a window changed since its last update is updated
  /// before a key is read) — seconds of output behind a slow link, outside
  /// any frame, so neither held back as one (synchronized output) nor cut
  /// short by Ctrl-Z (``FrameOutput``).
  private func blankScreenUnsent() {
    werase(cncursesw_stdscr())
    wnoutrefresh(cncursesw_stdscr())
  }

  /// Takes SGR mouse reports (mode 1006) away from ncurses, whose
  /// five-button reports turn the tilt wheel's buttons 6 and 7 into a right
  /// press and pointer movement: `ESC [ <` becomes a key of its own, after
  /// which ``InputAssembly`` reads the rest. ncurses still turns
  /// reporting on and off (at start, exit, suspend and resume); for a
  /// terminal whose description asks for the older X10 form, mode 1006 is
  /// asked for here, and a terminal without it goes on sending X10 reports,
  /// which ncurses reads as before.
  private static func readSGRMouseReportsItself() -> Bool {
    guard stringCapability("kmous")?.hasPrefix("\u{1B}[") == true else { return false }
    define_key("\u{1B}[<", KeyDecoder.sgrMouseCode)
    write(sgrMouseReportsOn)
    return true
  }

  private static let sgrMouseReportsOn = "\u{1B}[?1006h"
  private static let sgrMouseReportsOff = "\u{1B}[?1006l"

  // MARK: Shutdown

  public func shutdown() {
    guard isActive else { return }
    takeLastStatusAnswer()
    isActive = false
    // Cleared while still in the alternate screen, where there is one: a
    // terminal without one (vt100, linux) or that ignores it (GNU screen by
    // default) would otherwise keep the last frame, the shell's prompt
    // written over its footer.
    if let clear = Self.stringCapability("clear") { Self.write(clear) }
    endwin()
    // endwin leaves the alternate screen and restores the tty; the mouse
    // modes and the termios from before are restored here in case curses'
    // idea of either differs.
    Self.write(Self.mouseReportingOff + Self.bracketedPasteOff)
    TerminalRestorer.restoreTermiosOnly()
    SuspendSignal.uninstall()
    delscreen(screen)
    FrameOutput.release(output)
  }
}
