import CollectionView
import TerminalUI

/// An app's frame around its screens: a navigation stack with a title bar,
/// a footer of the keys that work, a help overlay, a command palette, and
/// a notice when the terminal is too small. What an app opts into beyond
/// that (the gallery's ``DeveloperTools``) comes as ``AppPlugin``s. Runs
/// the same interactively and headless; time comes from the clock it is
/// given.
///
/// A run loop drives it in one order: ``handle(_:)`` for each event (which
/// ends with a layout pass, so the next event sees the new layout),
/// ``update(now:)``, ``layout()``, then ``draw(into:now:)``.
public final class App {
  public internal(set) var stack: [Screen]
  public let clock: AnimationClock
  public private(set) var size: CellSize
  /// Set once the user asked to quit.
  public internal(set) var isFinished = false
  /// Whether the help overlay is up.
  public internal(set) var showsHelp = false
  /// How far the help overlay is scrolled, in lines.
  var helpOffset = 0
  /// The clock the screens run on where it may run slower than the run
  /// loop's (a plug-in's slow motion); the app turns the run loop's times
  /// into the screens'. Nil where the screens run on ``clock``.
  public var screenClock: ScaledClock?
  /// What the app opted into, in the order installed.
  public private(set) var plugins: [AppPlugin] = []
  /// The command palette, while it is open.
  var palette: CommandPalette?
  /// The palette's title: what the app calls what it offers.
  public var paletteTitle = "Commands"
  /// Places the palette offers to go to besides the screen's commands
  /// (the gallery's examples): choosing one opens its screen over the root.
  public var destinations: [Destination] = []
  /// ``keyBindings`` as last gathered; nil when they are to be gathered
  /// again.
  private var builtBindings: [KeyBinding]?
  /// What the footer showed of them, and at what width: their words are
  /// read once a gathering, not once a frame.
  private var builtFooter: (width: Int, entries: [KeyBinding.FooterEntry])?
  /// Their keys and actions as the help overlay lists them.
  private var builtHelpKeys: [(keys: String, action: String)]?
  /// The app's own keys, declared once (``App+Bindings``).
  lazy var paletteKeys = makePaletteKeys()
  lazy var openPaletteBinding = makeOpenPaletteBinding()
  lazy var essentialBindings = makeEssentialBindings()
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
  public func screenTime(_ now: Double) -> Double {
    screenClock?.time(atBaseTime: now) ?? now
  }

  /// Adds `plugin`'s keys, help and drawing to every screen of the app.
  public func install(_ plugin: AppPlugin) {
    plugins.append(plugin)
    plugin.didInstall(in: self)
    setNeedsBindings()
  }

  /// The first installed plug-in of type `type`.
  public func plugin<Plugin: AppPlugin>(_ type: Plugin.Type) -> Plugin? {
    plugins.lazy.compactMap { $0 as? Plugin }.first
  }

  /// Handles one input event and lays the screen out again: a resize,
  /// Ctrl-C and the help overlay first; then, for a screen that takes
  /// every key for now, the screen (a view controller's first responder,
  /// up the chain, then its bindings); otherwise the first key binding
  /// (the top screen's, the plug-ins', then the app's own) that takes the
  /// event, and what none takes goes to the top screen. The mouse goes to
  /// it directly.
  public func handle(_ event: InputEvent) {
    dispatch(event)
    setNeedsBindings()
    layout()
  }

  /// The keys that work now: the palette's while it is open; else the top
  /// screen's, the plug-ins' whose keys the screen leaves free, then the
  /// app's own (palette, help, back, quit), or only the screen's and the
  /// palette's while the screen takes every key for the moment.
  ///
  /// Gathered when the state they depend on changes (an event, a timer, a
  /// change coming to rest, a screen pushed or popped), not for every
  /// frame that draws the footer.
  public var keyBindings: [KeyBinding] {
    if let builtBindings { return builtBindings }
    let bindings = gatherBindings()
    builtBindings = bindings
    return bindings
  }

  /// Makes the next read of ``keyBindings`` gather them again: for an app
  /// whose screens change other than by events and timers.
  public func setNeedsBindings() {
    builtBindings = nil
    builtFooter = nil
    builtHelpKeys = nil
  }

  /// The keys and actions of ``keyBindings`` as the help overlay lists
  /// them, with every alternative.
  var helpKeys: [(keys: String, action: String)] {
    if let builtHelpKeys { return builtHelpKeys }
    let pairs = keyBindings.map { (keys: $0.helpKeys, action: $0.action) }
    builtHelpKeys = pairs
    return pairs
  }

  private func gatherBindings() -> [KeyBinding] {
    if palette != nil { return paletteKeys.enabled }
    let screen = top.keyBindings.enabled
    guard !top.capturesKeys else { return screen + [openPaletteBinding].enabled }
    return screen + pluginBindings(besides: screen).free + [openPaletteBinding]
      + essentialBindings.enabled
  }

  /// The plug-ins' bindings that work now: those whose keys the screen's
  /// `screenBindings` leave free, and those the screen's take, which the
  /// palette offers without a key.
  func pluginBindings(
    besides screenBindings: [KeyBinding]
  ) -> (free: [KeyBinding], taken: [KeyBinding]) {
    var free: [KeyBinding] = []
    var taken: [KeyBinding] = []
    for binding in plugins.flatMap(\.keyBindings) where binding.isEnabled {
      let isTaken = binding.keys.contains { key in screenBindings.contains { $0.matches(key) } }
      if isTaken { taken.append(binding) } else { free.append(binding) }
    }
    return (free, taken)
  }

  private func dispatch(_ event: InputEvent) {
    if case .resize(let width, let height) = event {
      size = CellSize(width: width, height: height)
      return
    }
    // Ctrl-\\ ends a program as Ctrl-C does, by the terminal's custom;
    // the terminal hands both over as keys.
    if event == .ctrl("c") || event == .ctrl("\\") {
      isFinished = true
      return
    }
    if showsHelp {
      scrollHelp(for: event)
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
    // No binding names a mouse event, so the mouse skips gathering them.
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

  func respond(to response: ScreenResponse) {
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
    drawFooter(on: &canvas)
    for plugin in plugins { plugin.draw(into: &canvas, now: screenNow) }
    palette?.draw(into: &canvas, size: size)
    if showsHelp { drawHelp(on: &canvas) }
  }

  /// Whether anything on screen is moving, so frames keep coming: never
  /// while the screen is hidden by "Terminal too small".
  public var isAnimating: Bool { !isTooSmall && top.isAnimating }

  /// When the top screen's next timer fires; nil when it has none or the
  /// terminal is too small to show it, so the loop sleeps until a key or
  /// a resize.
  public var nextTimerDeadline: Double? {
    guard !isTooSmall, let deadline = top.nextTimerDeadline else { return nil }
    return screenClock?.baseTime(at: deadline) ?? deadline
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
    let width = size.width - 1
    if builtFooter?.width != width {
      builtFooter = (width, keyBindings.fitting(width: width))
    }
    for entry in builtFooter?.entries ?? [] {
      x = canvas.put(entry.keys, x: x, y: y, style: theme.footerKey)
      x = canvas.put(" ", x: x, y: y, style: theme.footer)
      x = canvas.put(entry.action, x: x, y: y, style: theme.footer)
      x = canvas.put("  ", x: x, y: y, style: theme.footer)
    }
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
  public var animationClock: AnimationClock { screenClock ?? clock }

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
