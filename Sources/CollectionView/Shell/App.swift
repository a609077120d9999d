import TerminalUI

/// The gallery's frame around its screens: a navigation stack with a title
/// bar (the menu path), a footer of the keys that work, a help overlay, and
/// a notice when the terminal is too small. Runs the same interactively and
/// headless; time comes from the clock it is given.
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
  /// Dark or light: the theme every frame is drawn in.
  public let appearance: Appearance

  /// Below this the content cannot be drawn usefully.
  public static let minimumSize = CellSize(width: 20, height: 6)

  /// Keys the app itself answers on every screen.
  static let globalBindings = [
    KeyBinding("?", "help"),
    KeyBinding("esc", "back"),
    KeyBinding("q", "quit"),
  ]

  public init(
    root: Screen,
    clock: AnimationClock,
    size: CellSize,
    appearance: Appearance = .dark
  ) {
    self.stack = [root]
    self.clock = clock
    self.size = size
    self.appearance = appearance
    layout()
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
    layout()
  }

  /// The layout pass: the top screen takes the rows between the bars.
  public func layout() {
    top.layout(in: isTooSmall ? CellRect(x: 0, y: 0, width: 0, height: 0) : contentRect)
  }

  /// The update pass: ends the top screen's finished animations and fires
  /// its timers due by `now`.
  public func update(now: Double) {
    top.update(now: now)
  }

  /// Handles one input event (the help overlay and resizes first, then the
  /// top screen, then the app's own keys for what the screen left) and
  /// lays the screen out again.
  public func handle(_ event: InputEvent) {
    dispatch(event)
    layout()
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
      showsHelp = false
      return
    }
    if isTooSmall {
      if case .character("q") = event { isFinished = true }
      return
    }
    switch top.handle(event) {
    case .handled:
      return
    case .push(let screen):
      push(screen)
      return
    case .pop:
      pop()
      return
    case .ignored:
      break
    }
    switch event {
    case .character("q"): isFinished = true
    case .character("?"): showsHelp = true
    case .key(.escape), .key(.backspace): pop()
    default: break
    }
  }

  private func pop() {
    guard stack.count > 1 else { return }
    stack.removeLast()
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
    top.draw(into: &canvas, now: now)
    drawFooter(on: &canvas)
    if showsHelp { drawHelp(on: &canvas) }
  }

  /// Whether anything on screen is moving, so frames keep coming.
  public var isAnimating: Bool { top.isAnimating }

  /// When the top screen's next timer fires; nil when it has none.
  public var nextTimerDeadline: Double? { top.nextTimerDeadline }

  private func drawTitleBar(on canvas: inout Canvas) {
    let bar = CellRect(x: 0, y: 0, width: size.width, height: 1)
    canvas.fill(bar, style: canvas.theme.titleBar)
    let title = TitlePath.fitted(
      top.title,
      width: size.width - 1,
      repertoire: canvas.repertoire
    )
    canvas.put(" " + title, x: 0, y: 0, width: size.width, style: canvas.theme.titleBar)
  }

  private func drawFooter(on canvas: inout Canvas) {
    let y = size.height - 1
    canvas.fill(CellRect(x: 0, y: y, width: size.width, height: 1), style: canvas.theme.footer)
    var x = 1
    // While a text field has the keyboard, q and ? type and Esc leaves the
    // field, so the app's own keys are not offered.
    let bindings =
      top.keyBindings
      + (top.capturesText ? [] : Self.globalBindings).filter { binding in
        !(binding.keys == "esc" && stack.count == 1)
      }
    for binding in bindings {
      let needed =
        CharacterWidth.width(of: binding.keys) + CharacterWidth.width(of: binding.action) + 3
      guard x + needed <= size.width else { break }
      x = canvas.put(binding.keys, x: x, y: y, style: canvas.theme.footerKey)
      x = canvas.put(" " + binding.action + "  ", x: x, y: y, style: canvas.theme.footer)
    }
  }

  private func drawHelp(on canvas: inout Canvas) {
    let bindings = top.keyBindings + Self.globalBindings
    let keysWidth = bindings.map { CharacterWidth.width(of: $0.keys) }.max() ?? 0
    let actionWidth = bindings.map { CharacterWidth.width(of: $0.action) }.max() ?? 0
    let width = min(size.width - 2, max(keysWidth + actionWidth + 7, 24))
    let height = min(size.height - 2, bindings.count + 4)
    let box = CellRect(
      x: (size.width - width) / 2,
      y: (size.height - height) / 2,
      width: width,
      height: height
    )
    canvas.fill(box)
    canvas.drawBox(box, box: .rounded, style: canvas.theme.accent)
    canvas.put(" Keys ", x: box.x + 2, y: box.y, style: canvas.theme.accent.adding(.bold))
    for (row, binding) in bindings.prefix(height - 4).enumerated() {
      let y = box.y + 2 + row
      canvas.put(binding.keys, x: box.x + 2, y: y, width: keysWidth, style: canvas.theme.footerKey)
      canvas.put(binding.action, x: box.x + 4 + keysWidth, y: y, width: box.width - keysWidth - 6)
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
