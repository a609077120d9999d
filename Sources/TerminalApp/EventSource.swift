import CollectionView
import TerminalUI

/// Where a run loop's events come from and how it waits for them: a person
/// at a terminal on the real clock, or a key script on a virtual clock.
/// Everything else about the loop is the same for both.
public protocol EventSource {
  /// The next event, waiting no later than `deadline` on the loop's clock
  /// (nil: as long as it takes); nil when the deadline came first or when
  /// no event will come again (``isExhausted``).
  mutating func nextEvent(until deadline: Double?) -> InputEvent?
  /// An event already there, without waiting; nil when there is none.
  mutating func pendingEvent() -> InputEvent?
  /// Whether no event will ever come again, which ends the loop.
  var isExhausted: Bool { get }
  /// Whether somebody watches every frame of an animation, so the loop
  /// wakes for each; otherwise it wakes only for events and timers.
  var watchesAnimations: Bool { get }
  /// Whether the screen as it is now will be seen, so the loop draws it:
  /// not in the middle of a script's wait, where only its end counts.
  var showsScreen: Bool { get }
}

/// A person at a real terminal: waits in the terminal's input with a
/// timeout, on the system clock, until the terminal hangs up.
public struct TerminalEventSource: EventSource {
  let terminal: Terminal
  let clock: AnimationClock

  public init(terminal: Terminal, clock: AnimationClock) {
    self.terminal = terminal
    self.clock = clock
  }

  public mutating func nextEvent(until deadline: Double?) -> InputEvent? {
    let timeout = deadline.map { deadline in
      Int((max(0, deadline - clock.now) * 1000).rounded(.up))
    }
    return terminal.readEvent(timeout: timeout)
  }

  public mutating func pendingEvent() -> InputEvent? {
    terminal.readEvent(timeout: 0)
  }

  public var isExhausted: Bool { terminal.hasHungUp }

  public var watchesAnimations: Bool { true }

  public var showsScreen: Bool { true }
}

/// A key script played on a virtual clock: its events are all there at
/// once, as a fast typist's or a paste's would be, up to the next
/// `wait:`, which moves the clock on to each deadline the loop asks for
/// along the way. A resize changes the headless terminal's size, which
/// reports it as a real one does.
public struct ScriptEventSource: EventSource {
  private var steps: ArraySlice<KeyScript.Step>
  let clock: VirtualClock
  let terminal: HeadlessTerminal
  /// Whether every frame is seen (a recording), or only the last screen.
  let showsEveryFrame: Bool
  /// When the wait under way ends, once begun.
  private var waitEnd: Double?

  public init(
    _ steps: [KeyScript.Step],
    clock: VirtualClock,
    terminal: HeadlessTerminal,
    showsEveryFrame: Bool = false
  ) {
    self.steps = steps[...]
    self.clock = clock
    self.terminal = terminal
    self.showsEveryFrame = showsEveryFrame
  }

  /// Unless every frame is seen, only the last screen is: the clock stops
  /// for timers, not for animation frames nobody sees.
  public var watchesAnimations: Bool { showsEveryFrame }

  /// A long wait wakes the loop for every timer on the way; unless every
  /// frame is seen, drawing each would make the wait cost frames nobody
  /// sees.
  public var showsScreen: Bool { showsEveryFrame || waitEnd == nil }

  public var isExhausted: Bool { steps.isEmpty }

  public mutating func nextEvent(until deadline: Double?) -> InputEvent? {
    guard let step = steps.first else { return nil }
    switch step {
    case .event(let event):
      steps.removeFirst()
      return arrive(event)
    case .wait(let seconds):
      let end = waitEnd ?? clock.now + seconds
      if let deadline, deadline < end {
        waitEnd = end
        clock.advance(to: deadline)
        return nil
      }
      waitEnd = nil
      steps.removeFirst()
      clock.advance(to: end)
      return nil
    }
  }

  public mutating func pendingEvent() -> InputEvent? {
    guard case .event(let event) = steps.first else { return nil }
    steps.removeFirst()
    return arrive(event)
  }

  /// `event` as the terminal reports it. Resizes one after another are
  /// reported once, at the size they end at, as a terminal reports a
  /// storm of them (ncurses notes each SIGWINCH and gives one KEY_RESIZE
  /// with the size of the moment): the screen is laid out once, not at
  /// every size on the way.
  private mutating func arrive(_ event: InputEvent) -> InputEvent {
    guard case .resize(var width, var height) = event else { return event }
    while case .event(.resize(let nextWidth, let nextHeight)) = steps.first {
      (width, height) = (nextWidth, nextHeight)
      steps.removeFirst()
    }
    terminal.resize(width: width, height: height)
    return terminal.readEvent(timeout: 0) ?? .resize(width: width, height: height)
  }
}
