import TerminalUI

/// A view the user acts on, which runs actions when they do: UIKit's
/// `UIControl`. A disabled control is dimmed and takes neither the
/// keyboard nor clicks.
open class Control: View {
  /// The events a control sends actions for: UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The control's value changed: a switch flipped, a segment chosen.
    public static let valueChanged = Event(rawValue: 1 << 0)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 1)
    /// The control's main action: a button pressed, Enter in a field.
    public static let primaryActionTriggered = Event(rawValue: 1 << 2)
    /// The control took the keyboard, or gave it up.
    public static let editingDidBegin = Event(rawValue: 1 << 3)
    public static let editingDidEnd = Event(rawValue: 1 << 4)
  }

  /// What a control is showing as: UIKit's `UIControl.State`, for the
  /// titles a button shows in each.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Whether the user can act on the control.
  open var isEnabled = true {
    willSet {
      // Passed on while it still is a responder, so the next one in Tab
      // order takes the keyboard, and keeps it once this is enabled again.
      if !newValue && isFirstResponder { resignFirstResponder() }
    }
    didSet {
      // What it shows may be another size when disabled (a button's title).
      invalidateIntrinsicContentSize()
    }
  }

  private var actions: [(action: Action, events: Event)] = []

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
  }

  /// Runs `action` whenever one of `events` happens.
  public func addAction(_ action: Action, for events: Event) {
    actions.append((action, events))
  }

  /// Stops running `action` for `events`.
  public func removeAction(_ action: Action, for events: Event) {
    actions = actions.compactMap { entry in
      guard entry.action === action else { return entry }
      let left = entry.events.subtracting(events)
      return left.isEmpty ? nil : (entry.action, left)
    }
  }

  /// Runs the actions added for any of `events`, in the order added.
  public func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.perform(from: self)
    }
  }

  /// Whether an action runs for any of `events`.
  func hasActions(for events: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: events) }
  }

  open override var canBecomeFirstResponder: Bool { isEnabled }

}
