import CollectionView
import TerminalUI

/// An app's frame around its screens: a navigation stack with a title bar,
/// a footer of the keys that work, a help overlay, a command palette, the
/// tools (layout inspector, source view, diff readout, snapshot panel,
/// slow motion), and a notice when the terminal is too small. Runs the
/// same interactively and headless; time comes from the clock it is given.
///
/// A run loop drives it in one order: ``handle(_:)`` for each event (which
/// ends with a layout pass, so the next event sees the new layout),
/// ``update(now:)``, ``layout()``, then ``draw(into:now:)``.
public final class App {
  public private(set) var stack: [Screen]
  public let clock: AnimationClock
  public private(set) var size: CellSize
  /// Set once the user asked to quit.
  public private(set) var isFinished = false
  /// Whether the help overlay is up.
  public private(set) var showsHelp = false
  /// How far the help overlay is scrolled, in lines.
  private var helpOffset = 0
  /// Whether the diff readout shows, where the screen has a data source.
  public private(set) var showsDiff = false
  /// The panel down the side of the screen: the snapshot panel, where the
  /// screen has a data source, or the layout inspector, where it has a
  /// collection view. They take the same room, so one shows at a time.
  public enum SidePanel: Sendable {
    case none
    case snapshot
    case inspector
  }

  public private(set) var sidePanel = SidePanel.none
  /// Whether the snapshot panel shows.
  public var showsSnapshot: Bool { sidePanel == .snapshot }
  /// Whether the layout inspector shows.
  public var showsInspector: Bool { sidePanel == .inspector }
  /// Whether the inspector's panel is turned aside to show the item it
  /// explains, where the panel lies over the whole view (a narrow
  /// terminal, or an item filling the screen).
  public private(set) var inspectorPanelIsAside = false
  /// Whether the diff readout tells how long a difference took: on the
  /// real clock, not on a virtual one, whose output must not vary.
  public var showsTimings = false
  /// The clock the screens run on, when it can slow down: the app then
  /// offers slow motion, and turns the run loop's times into the screens'.
  public var slowMotionClock: ScaledClock?
  /// How much slower slow motion runs.
  public static let slowMotionFactor = 4.0
  /// The command palette, while it is open.
  private(set) var palette: CommandPalette?
  /// Places the palette offers to go to besides the screen's commands (the
  /// gallery's examples): choosing one opens its screen over the root.
  public var destinations: [Destination] = []
  /// The source files to show for a screen with the source view (`c`); nil
  /// for a screen with none. Asked of the screens from the top down, so a
  /// screen an example opens shows the example's source.
  public var sourceFiles: ((Screen) -> [SourceFile]?)?
  /// Whether a screen that has applied a snapshot is offered the diff
  /// readout, the snapshot panel and slow motion; by default every one is.
  public var offersApplyTools: (Screen) -> Bool = { _ in true }
  /// ``keyBindings`` as last built; nil when they are to be built again.
  private var builtBindings: [KeyBinding]?
  /// The source view the app opened, while it is open: it offers no
  /// source view of its own.
  private weak var openSourceView: SourceScreen?
  /// Dark or light: what the frame's colours and fades follow.
  public var appearance: Appearance { traits.appearance }
  /// The appearance the app was made for whatever the terminal is, as
  /// UIKit's `overrideUserInterfaceStyle`; nil to follow the terminal
  /// (``adoptTerminalColors(_:appearance:)``).
  public let overrideAppearance: Appearance?
  /// The colours of the title bar and footer: by default the palette for
  /// ``appearance``.
  public var theme: AppTheme
  /// What the screens are drawn for: the run loop sets the terminal's
  /// characters and colours; ``appearance`` decides dark or light, and
  /// the theme the views and cells draw in is the palette for it unless
  /// the app sets another (`app.traits.theme = …`).
  public var traits: CanvasTraits {
    didSet { layout() }
  }

  /// Below this the content cannot be drawn usefully.
  public static let minimumSize = CellSize(width: 20, height: 6)

  /// What the mouse does, for the help overlay.
  static let mouseHelp = [
    ("click", "focus, show whole and open"),
    ("wheel", "scroll the page"),
    ("shift+wheel", "scroll the row under the pointer"),
    ("tilt wheel", "the row under the pointer to its next stop"),
  ]

  /// An app showing `root` alone.
  public convenience init(
    root: Screen,
    clock: AnimationClock,
    size: CellSize,
    appearance: Appearance? = nil
  ) {
    self.init(stack: [root], clock: clock, size: size, appearance: appearance)
  }

  /// An app showing the last of `stack`, which must not be empty; Esc goes
  /// back through the others. Only the top screen is laid out. Made for
  /// `appearance`, or with nil for the terminal's (dark until a terminal
  /// tells otherwise).
  public init(
    stack: [Screen],
    clock: AnimationClock,
    size: CellSize,
    appearance: Appearance? = nil
  ) {
    precondition(!stack.isEmpty, "an app shows at least one screen")
    self.stack = stack
    self.clock = clock
    self.size = size
    overrideAppearance = appearance
    theme = .for(appearance ?? .dark)
    traits = CanvasTraits(appearance: appearance ?? .dark)
    FrameMemory.configure()
    for screen in stack { screen.didMove(to: self) }
    layout()
  }

  /// Takes on the terminal's colours: fades blend toward its
  /// `backdrop` (nil where it did not tell: fades then dim), and an app
  /// without an ``overrideAppearance`` follows `appearance`, the palettes
  /// with it unless the app chose its own.
  public func adoptTerminalColors(_ backdrop: Backdrop?, appearance: Appearance) {
    var traits = self.traits
    if overrideAppearance == nil && appearance != traits.appearance {
      if theme == .for(traits.appearance) { theme = .for(appearance) }
      if traits.theme == Theme.for(traits.appearance) { traits.theme = Theme.for(appearance) }
      traits.appearance = appearance
    }
    traits.backdrop = backdrop
    self.traits = traits
  }

  public var top: Screen { stack[stack.count - 1] }

  public var isTooSmall: Bool {
    size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }

  /// The rows between the title bar and the footer.
  public var contentRect: CellRect {
    CellRect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
  }

  /// Opens `screen` above the current one, laid out at once.
  public func push(_ screen: Screen) {
    stack.append(screen)
    screen.didMove(to: self)
    setNeedsBindings()
    layout()
  }

  /// The layout pass: the top screen takes the rows between the bars.
  public func layout() {
    top.layout(in: isTooSmall ? CellRect(x: 0, y: 0, width: 0, height: 0) : contentRect)
  }

  /// The update pass: ends the top screen's finished animations and fires
  /// its timers due by `now`. Nothing moves while the terminal is too small
  /// to show the screen: its timers resume once it is large enough again.
  public func update(now: Double) {
    guard !isTooSmall else { return }
    let time = screenTime(now)
    let timerFires = top.nextTimerDeadline.map { $0 <= time } ?? false
    let wasAnimating = top.isAnimating
    top.update(now: time)
    // A timer that fired or a change that came to rest may change what
    // the keys do; frames in between do not.
    if timerFires || top.isAnimating != wasAnimating { setNeedsBindings() }
  }

  /// What the screens' clock reads when the run loop's reads `now`.
  func screenTime(_ now: Double) -> Double {
    slowMotionClock?.time(atBaseTime: now) ?? now
  }

  /// Whether slow motion is on.
  public var isSlowMotion: Bool { (slowMotionClock?.rate ?? 1) < 1 }

  /// Handles one input event and lays the screen out again: a resize,
  /// Ctrl-C and the help overlay first; then, for a screen that takes
  /// every key for now, the screen (a view controller's first responder,
  /// up the chain, then its bindings); otherwise the first key binding
  /// (the top screen's, then the app's own) that takes the event, and
  /// what none takes goes to the top screen. The mouse goes to it directly.
  public func handle(_ event: InputEvent) {
    dispatch(event)
    setNeedsBindings()
    layout()
  }

  /// The keys that work now: the palette's while it is open; else the top
  /// screen's, then the app's own (help, back, quit) unless the screen
  /// takes every key for the moment; the palette opens either way.
  ///
  /// Built when the state they depend on changes (an event, a timer, a
  /// change coming to rest, a screen pushed or popped), not for every
  /// frame that draws the footer.
  public var keyBindings: [KeyBinding] {
    if let builtBindings { return builtBindings }
    let bindings = buildBindings()
    builtBindings = bindings
    return bindings
  }

  /// Makes the next read of ``keyBindings`` build them again: for an app
  /// whose screens change other than by events and timers.
  public func setNeedsBindings() {
    builtBindings = nil
  }

  private func buildBindings() -> [KeyBinding] {
    if let palette { return bindings(of: palette) }
    guard !top.capturesKeys else { return top.keyBindings + [paletteBinding(typing: true)] }
    let screen = top.keyBindings
    return screen + toolBindings(tools, besides: screen) + [paletteBinding(typing: false)]
      + essentialBindings(besides: screen)
  }

  /// Help, back and quit: the app's own keys, kept to the footer's end;
  /// Backspace goes back only where the screen has no use for it (Table
  /// View Editing deletes with it).
  private func essentialBindings(besides screenBindings: [KeyBinding]) -> [KeyBinding] {
    var bindings = [
      KeyBinding("?", "help", events: [.character("?")], importance: .essential) {
        [unowned self] _ in
        showsHelp = true
        helpOffset = 0
        return .handled
      }
    ]
    if stack.count > 1 {
      let backspaceIsFree = !screenBindings.contains { $0.matches(.key(.backspace)) }
      bindings.append(
        KeyBinding(
          "esc",
          "back",
          helpKeys: backspaceIsFree ? "esc backspace" : "esc",
          events: backspaceIsFree ? [.key(.escape), .key(.backspace)] : [.key(.escape)],
          importance: .essential
        ) { _ in .pop }
      )
    }
    bindings.append(
      KeyBinding(
        "q",
        "quit",
        helpKeys: "q ctrl-c",
        events: [.character("q")],
        importance: .essential
      ) { [unowned self] _ in
        isFinished = true
        return .handled
      }
    )
    return bindings
  }

  /// One of the gallery's tools: its key, what it does, and doing it.
  private struct Tool {
    var key: Character
    var action: String
    var importance = KeyBinding.Importance.secondary
    var run: () -> ScreenResponse
  }

  /// The gallery's tools for the screen as it is: the layout inspector
  /// (`i`) where the screen has a collection view; the source view (`c`)
  /// where the stack holds a screen with code to show; the diff readout
  /// (`d`), the snapshot panel (`p`) and slow motion (`s`) on the screens
  /// of the diffable data source examples.
  private var tools: [Tool] {
    var tools: [Tool] = []
    if offersInspector {
      tools.append(
        Tool(key: "i", action: showsInspector ? "hide inspector" : "inspect") { [unowned self] in
          sidePanel = showsInspector ? .none : .inspector
          inspectorPanelIsAside = false
          return .handled
        }
      )
      // An inspector lying over the view is turned aside to see the item,
      // and back: the one way to the screen beneath, so it keeps its
      // place in the footer.
      if showsInspector, inspectorPlacement(at: screenTime(clock.now))?.isOverlay == true {
        tools.append(
          Tool(
            key: "v",
            action: inspectorPanelIsAside ? "show details" : "view item",
            importance: .primary
          ) { [unowned self] in
            inspectorPanelIsAside.toggle()
            return .handled
          }
        )
      }
    }
    if top !== openSourceView, let sourceFiles,
      let (shown, files) = stack.reversed().lazy.compactMap({ screen in
        sourceFiles(screen).map { (screen, $0) }
      }).first
    {
      tools.append(
        Tool(key: "c", action: "source") { [unowned self] in
          guard let view = SourceScreen(title: shown.title, files: files) else { return .ignored }
          openSourceView = view
          return .push(view)
        }
      )
    }
    let appliesTools = self.appliesTools
    if appliesTools, let slowMotionClock {
      tools.append(
        Tool(key: "s", action: isSlowMotion ? "normal speed" : "slow motion") { [unowned self] in
          slowMotionClock.setRate(isSlowMotion ? 1 : 1 / Self.slowMotionFactor)
          return .handled
        }
      )
    }
    if appliesTools {
      tools.append(
        Tool(key: "p", action: showsSnapshot ? "hide snapshot" : "snapshot") { [unowned self] in
          sidePanel = showsSnapshot ? .none : .snapshot
          return .handled
        }
      )
      tools.append(
        Tool(key: "d", action: showsDiff ? "hide diff" : "diff") { [unowned self] in
          showsDiff.toggle()
          return .handled
        }
      )
    }
    return tools
  }

  /// Those of `tools` whose keys the screen leaves free, as bindings; the
  /// others are in the palette only.
  private func toolBindings(_ tools: [Tool], besides screenBindings: [KeyBinding]) -> [KeyBinding] {
    tools.filter { tool in !screenBindings.contains { $0.matches(.character(tool.key)) } }.map {
      tool in
      KeyBinding(
        String(tool.key),
        tool.action,
        events: [.character(tool.key)],
        importance: tool.importance
      ) { _ in tool.run() }
    }
  }

  /// Whether the top screen has a collection view to inspect.
  private var offersInspector: Bool {
    top.inspectedCollectionView?.layoutInspection(at: screenTime(clock.now)) != nil
  }

  /// Whether the top screen has applied a snapshot and is offered the
  /// tools for applies: the diff readout, the snapshot panel and slow motion.
  private var appliesTools: Bool {
    top.inspectedCollectionView?.lastUpdate != nil && offersApplyTools(top)
  }

  /// Ctrl-P, and `:` where typing does not take it, opens the palette
  /// with the commands of the screen as it is now.
  /// The palette of every command: in the footer on every screen at any
  /// width, so whatever the footer has no room for is one key away.
  private func paletteBinding(typing: Bool) -> KeyBinding {
    KeyBinding(
      typing ? "ctrl-p" : ":",
      "more",
      helpKeys: typing ? "ctrl-p" : ": ctrl-p",
      events: typing ? [.ctrl("p")] : [.character(":"), .ctrl("p")],
      importance: .essential
    ) { [unowned self] _ in
      openPalette()
      return .handled
    }
  }

  /// The keys of the open palette: typing filters (``CommandPalette/handle(_:)``).
  private func bindings(of palette: CommandPalette) -> [KeyBinding] {
    [
      .note("type", "filter"),
      KeyBinding(
        "↑↓",
        "choose",
        helpKeys: "↑↓ ctrl-p ctrl-n",
        events: [.key(.up), .key(.down), .ctrl("p"), .ctrl("n")]
      ) { event in
        palette.move(by: event == .key(.up) || event == .ctrl("p") ? -1 : 1)
        return .handled
      },
      KeyBinding("enter", "run", events: [.key(.enter)]) { [unowned self] _ in
        palette.selectedEntry.map(run) ?? .handled
      },
      KeyBinding("esc", "close", events: [.key(.escape)], importance: .essential) {
        [unowned self] _ in
        self.palette = nil
        return .handled
      },
    ]
  }

  /// Closes the palette and runs `entry`.
  private func run(_ entry: CommandPalette.Entry) -> ScreenResponse {
    palette = nil
    entry.run()
    return .handled
  }

  /// Opens the palette with what can be done here: the screen's
  /// commands, the gallery's tools, help, back and quit, then every
  /// example. A tool whose key the screen takes (as a text field takes
  /// typing) is offered without a key.
  private func openPalette() {
    func entries(_ bindings: [KeyBinding]) -> [CommandPalette.Entry] {
      bindings.filter { !$0.events.isEmpty }.map { binding in
        CommandPalette.Entry(title: binding.action, detail: binding.keys) { [unowned self] in
          respond(to: binding.perform(binding.events[0]))
        }
      }
    }
    let screen = top.keyBindings
    let tools = self.tools
    let keyed = top.capturesKeys ? [] : toolBindings(tools, besides: screen)
    let unkeyed = tools.filter { tool in !keyed.contains { $0.matches(.character(tool.key)) } }
    let commands =
      entries(screen + keyed)
      + unkeyed.map { tool in
        CommandPalette.Entry(title: tool.action, detail: "") { [unowned self] in
          respond(to: tool.run())
        }
      } + entries(essentialBindings(besides: screen))
    let places = destinations.map { destination in
      CommandPalette.Entry(title: destination.title, detail: destination.detail) {
        [unowned self] in
        open(destination)
      }
    }
    palette = CommandPalette(entries: commands + places)
  }

  /// Opens `destination`'s screen over the root screen.
  private func open(_ destination: Destination) {
    guard let screen = destination.makeScreen() else { return }
    stack.removeSubrange(1...)
    push(screen)
  }

  private func dispatch(_ event: InputEvent) {
    if case .resize(let width, let height) = event {
      size = CellSize(width: width, height: height)
      return
    }
    if case .ctrl("c") = event {
      isFinished = true
      return
    }
    if showsHelp {
      // The arrows and page keys scroll a help longer than the screen;
      // any other key closes it.
      switch event {
      case .key(.up): helpOffset -= 1
      case .key(.down): helpOffset += 1
      case .key(.pageUp): helpOffset -= max(1, size.height - 6)
      case .key(.pageDown): helpOffset += max(1, size.height - 6)
      default: showsHelp = false
      }
      let layout = helpLayout(repertoire: traits.repertoire)
      helpOffset = helpFirstLine(box: layout.box, lineCount: layout.lines.count)
      return
    }
    if let palette {
      if let binding = keyBindings.first(where: { $0.matches(event) }) {
        respond(to: binding.perform(event))
      } else if let clicked = palette.handle(event) {
        respond(to: run(clicked))
      }
      return
    }
    if isTooSmall {
      if case .character("q") = event { isFinished = true }
      return
    }
    // No binding names a mouse event, so the mouse skips building them.
    // A screen that takes every key for now (a text field has the
    // keyboard) has each first, up its responder chain; otherwise the
    // bindings, the screen's then the app's, come before what the screen
    // does with what is left.
    var response: ScreenResponse
    if case .mouse = event {
      response = top.handle(event)
    } else if top.capturesKeys {
      response = top.handle(event)
      if case .ignored = response {
        response = keyBindings.first { $0.matches(event) }?.perform(event) ?? .ignored
      }
    } else {
      response = keyBindings.first { $0.matches(event) }?.perform(event) ?? top.handle(event)
    }
    respond(to: response)
  }

  private func respond(to response: ScreenResponse) {
    switch response {
    case .handled, .ignored: break
    case .push(let screen): push(screen)
    case .pop: pop()
    }
  }

  func pop() {
    guard stack.count > 1 else { return }
    stack.removeLast()
    setNeedsBindings()
    layout()
    top.willReappear()
  }

  /// Draws the whole screen as it is at `now`.
  public func draw(into canvas: inout Canvas, now: Double) {
    canvas.fill(canvas.bounds)
    guard !isTooSmall else {
      drawTooSmallNotice(on: &canvas)
      return
    }
    drawTitleBar(on: &canvas)
    let screenNow = screenTime(now)
    top.draw(into: &canvas, now: screenNow)
    canvas.cursor = top.cursorPosition(at: screenNow)
    let appliesTools = self.appliesTools
    let panelArea = self.panelArea
    if showsInspector, let inspection = top.inspectedCollectionView?.layoutInspection(at: screenNow)
    {
      let placement = inspectorPlacement(for: inspection)
      let drawn = top.drawnElements(at: screenNow)
      // An overlay names its key on its edge, and turned aside, on the
      // edge of the screen: the footer of a narrow terminal may have no
      // room for it.
      if !placement.isOverlay {
        let uncovered = placement.uncovered(of: panelArea)
        LayoutOverlay.draw(inspection, drawn: drawn, uncovered: uncovered, on: &canvas)
        InspectorPanel.draw(inspection, in: placement.panel, on: &canvas)
      } else if inspectorPanelIsAside {
        LayoutOverlay.draw(inspection, drawn: drawn, uncovered: panelArea, on: &canvas)
        InspectorPanel.drawHint("v details", onEdgeOf: panelArea, on: &canvas)
      } else {
        InspectorPanel.draw(inspection, in: placement.panel, hint: "v view item", on: &canvas)
      }
    }
    drawFooter(on: &canvas)
    if showsSnapshot, appliesTools, let lines = top.inspectedCollectionView?.snapshotLines {
      SnapshotPanel.draw(lines, in: panelArea, on: &canvas)
    }
    if showsDiff, appliesTools, let report = top.inspectedCollectionView?.lastUpdate {
      drawDiffReadout(report, on: &canvas)
    }
    palette?.draw(into: &canvas, size: size)
    if showsHelp { drawHelp(on: &canvas) }
  }

  /// The rows the side panels take: between the title bar and the
  /// footer, or the diff readout where it shows.
  private var panelArea: CellRect {
    let bottom = showsDiff && appliesTools ? size.height - 2 : size.height - 1
    return CellRect(x: 0, y: 1, width: size.width, height: bottom - 1)
  }

  /// Where the inspector's panel goes at `now`: clear of the focused
  /// item where it rests, so the panel stays put while things move.
  func inspectorPlacement(at now: Double) -> InspectorPlacement? {
    top.inspectedCollectionView?.layoutInspection(at: now).map(inspectorPlacement(for:))
  }

  /// Where the inspector's panel goes for `inspection`, the top screen's
  /// as it is drawn.
  private func inspectorPlacement(for inspection: LayoutInspection) -> InspectorPlacement {
    let focus = inspection.focusedIndexPath.flatMap { path in
      inspection.layout.anatomy(ofItemAt: path, orthogonalOffsets: inspection.orthogonalOffsets)
    }.map { inspection.cells(of: $0.frame) }
    return InspectorPlacement(in: panelArea, focus: focus) { width, height in
      InspectorPanel.rows(for: inspection, width: width, height: height).count
    }
  }

  /// Whether anything on screen is moving, so frames keep coming: never
  /// while the screen is hidden by "Terminal too small".
  public var isAnimating: Bool { !isTooSmall && top.isAnimating }

  /// When the top screen's next timer fires; nil when it has none or the
  /// terminal is too small to show it, so the loop sleeps until a key or
  /// a resize.
  public var nextTimerDeadline: Double? {
    guard !isTooSmall, let deadline = top.nextTimerDeadline else { return nil }
    return slowMotionClock?.baseTime(at: deadline) ?? deadline
  }

  private func drawTitleBar(on canvas: inout Canvas) {
    let bar = CellRect(x: 0, y: 0, width: size.width, height: 1)
    canvas.fill(bar, style: theme.titleBar)
    let title = TitlePath.fitted(
      top.title,
      width: size.width - 1,
      repertoire: canvas.repertoire
    )
    // In pieces, not joined: a frame makes no string it need not.
    let x = canvas.put(" ", x: 0, y: 0, style: theme.titleBar)
    canvas.put(title, x: x, y: 0, width: size.width - x, style: theme.titleBar)
  }

  /// The keys that work now, as many as fit, the least important dropped
  /// first; help and the way out stay to the last.
  private func drawFooter(on canvas: inout Canvas) {
    let y = size.height - 1
    canvas.fill(
      CellRect(x: 0, y: y, width: size.width, height: 1),
      style: theme.footer
    )
    var x = 1
    for binding in keyBindings.fitting(width: size.width - 1) {
      x = canvas.put(binding.keys, x: x, y: y, style: theme.footerKey)
      x = canvas.put(" ", x: x, y: y, style: theme.footer)
      x = canvas.put(binding.action, x: x, y: y, style: theme.footer)
      x = canvas.put("  ", x: x, y: y, style: theme.footer)
    }
  }

  /// Every key that works now with all its alternatives, the mouse, and
  /// a line on what the screen shows, in a box over the screen.
  /// One line of the help overlay.
  private enum HelpLine {
    case text(String)
    case keys(String, String)
  }

  /// The help overlay's lines at its `width`: what the screen shows, its
  /// keys, the mouse, and where the screen offers the diff readout, what
  /// its signs mean.
  private func helpLines(width: Int, repertoire: Repertoire) -> [HelpLine] {
    var lines: [HelpLine] = []
    if !top.summary.isEmpty {
      lines +=
        TextLayout.wrap(top.summary, width: max(1, width - 4), repertoire: repertoire)
        .map(HelpLine.text) + [.text("")]
    }
    lines += keyBindings.map { .keys($0.helpKeys, $0.action) }
    lines += [.text("")] + Self.mouseHelp.map { .keys($0.0, $0.1) }
    if appliesTools {
      let unicode = repertoire == .unicode
      lines += [
        .text(""),
        .text("The diff readout (d) counts, for items and sections:"),
        .keys("+", "inserted"),
        .keys(unicode ? "−" : "-", "deleted"),
        .keys(unicode ? "↕" : "~", "moved"),
        .keys(unicode ? "⟳" : "r", "reloaded or reconfigured"),
      ]
    }
    return lines
  }

  /// The help overlay's box and lines, centred, as tall as the screen
  /// allows.
  private func helpLayout(repertoire: Repertoire) -> (
    box: CellRect, lines: [HelpLine], keysWidth: Int
  ) {
    let keyed = keyBindings.map { ($0.helpKeys, $0.action) } + Self.mouseHelp
    let keysWidth = keyed.map { CharacterWidth.width(of: $0.0, repertoire: repertoire) }.max() ?? 0
    let actionWidth =
      keyed.map { CharacterWidth.width(of: $0.1, repertoire: repertoire) }.max() ?? 0
    let width = min(size.width - 2, max(keysWidth + actionWidth + 7, 40))
    let lines = helpLines(width: width, repertoire: repertoire)
    let height = min(size.height - 2, lines.count + 4)
    let box = CellRect(
      x: (size.width - width) / 2,
      y: (size.height - height) / 2,
      width: width,
      height: height
    )
    return (box, lines, keysWidth)
  }

  /// The first help line shown: the offset the keys scrolled to, kept to
  /// the lines there are.
  private func helpFirstLine(box: CellRect, lineCount: Int) -> Int {
    min(max(0, helpOffset), max(0, lineCount - max(1, box.height - 4)))
  }

  private func drawHelp(on canvas: inout Canvas) {
    let (box, lines, keysWidth) = helpLayout(repertoire: canvas.repertoire)
    let visible = max(1, box.height - 4)
    let first = helpFirstLine(box: box, lineCount: lines.count)
    canvas.drawFramedBox(box, title: "Keys", border: canvas.theme.accent, titleInset: 2)
    // A reader starts at the help's first line.
    canvas.cursor = CellPoint(x: box.x + 2, y: box.y + 2)
    // Lines that do not fit are scrolled to, never dropped: the border
    // says which way more lies.
    let unicode = canvas.repertoire == .unicode
    if first > 0 {
      canvas.put(
        unicode ? " ↑ more " : " ^ more ",
        x: box.maxX - 10,
        y: box.y,
        style: canvas.theme.accent
      )
    }
    if first + visible < lines.count {
      canvas.put(
        unicode ? " ↓ more " : " v more ",
        x: box.maxX - 10,
        y: box.maxY - 1,
        style: canvas.theme.accent
      )
    }
    for (row, line) in lines[first...].prefix(visible).enumerated() {
      let y = box.y + 2 + row
      switch line {
      case .text(let text):
        canvas.put(text, x: box.x + 2, y: y, width: box.width - 4)
      case .keys(let keys, let action):
        canvas.put(keys, x: box.x + 2, y: y, width: keysWidth, style: theme.footerKey.over(.plain))
        canvas.put(action, x: box.x + 4 + keysWidth, y: y, width: box.width - keysWidth - 6)
      }
    }
  }

  /// The diff readout, on the last row above the footer.
  private func drawDiffReadout(_ report: UpdateReport, on canvas: inout Canvas) {
    let y = size.height - 2
    canvas.fill(CellRect(x: 0, y: y, width: size.width, height: 1), style: theme.footer)
    let line = DiffReadout.line(
      for: report,
      showsTime: showsTimings,
      repertoire: canvas.repertoire
    )
    let slow = isSlowMotion ? "  slow motion ×\(Int(Self.slowMotionFactor))" : ""
    canvas.put(" " + line + slow, x: 0, y: y, width: size.width, style: theme.footerKey)
  }

  private func drawTooSmallNotice(on canvas: inout Canvas) {
    let lines = ["Terminal too small", "need \(Self.minimumSize.width)×\(Self.minimumSize.height)"]
    for (row, line) in lines.enumerated() where row < size.height {
      canvas.put(
        line,
        x: 0,
        y: max(0, size.height / 2 - 1) + row,
        width: size.width,
        alignment: .center
      )
    }
  }
}

extension App: NavigationController {
  /// The clock the screens run on: slowed down in slow motion.
  public var animationClock: AnimationClock { slowMotionClock ?? clock }

  public var viewControllers: [Screen] { stack }

  /// Opens `viewController` over the screen on top, as a screen's
  /// ``ScreenResponse/push(_:)`` does.
  public func pushViewController(_ viewController: Screen, animated: Bool) {
    push(viewController)
  }

  /// Closes the screen on top, as Esc does; the root stays.
  @discardableResult
  public func popViewController(animated: Bool) -> Screen? {
    guard stack.count > 1 else { return nil }
    let top = self.top
    pop()
    return top
  }
}
