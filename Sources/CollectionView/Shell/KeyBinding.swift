import TerminalUI

/// Keys and what they do, one entry of a screen's bindings for its current
/// state. The same list dispatches the keys, fills the footer and the help
/// overlay, so what they show is what the keys do.
public struct KeyBinding {
  /// How much the footer wants a binding when it cannot show them all.
  public enum Importance: Int, Comparable, Sendable {
    /// Only in the help overlay (alternatives such as h/j/k/l).
    case helpOnly
    /// First to go from a narrow footer.
    case secondary
    /// The screen's main keys.
    case primary
    /// The way out and help: kept to the last, at the footer's end.
    case essential

    public static func < (lhs: Importance, rhs: Importance) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// The keys as the footer shows them: `↑↓`, `enter`, `[ ]`.
  public var keys: String
  /// What they do, in a word or two.
  public var action: String
  /// The keys as the help overlay lists them, with every alternative.
  public var helpKeys: String
  /// The events that run the binding; none for one that only informs
  /// (`type` to filter).
  public var events: [InputEvent]
  public var importance: Importance
  /// Runs the action for one of ``events``.
  public var perform: (InputEvent) -> ScreenResponse

  public init(
    _ keys: String,
    _ action: String,
    helpKeys: String? = nil,
    events: [InputEvent],
    importance: Importance = .primary,
    perform: @escaping (InputEvent) -> ScreenResponse
  ) {
    self.keys = keys
    self.action = action
    self.helpKeys = helpKeys ?? keys
    self.events = events
    self.importance = importance
    self.perform = perform
  }

  /// A binding that only tells (what typing does): nothing to dispatch.
  public static func note(_ keys: String, _ action: String) -> KeyBinding {
    KeyBinding(keys, action, events: [], perform: { _ in .ignored })
  }

  /// Whether `event` runs this binding.
  public func matches(_ event: InputEvent) -> Bool {
    events.contains(event)
  }
}

extension Array where Element == KeyBinding {
  /// The bindings that fit a footer of `width` cells, in their order: the
  /// least important go first, the later of equals before the earlier.
  /// Bindings that do the same are one entry, `enter/→ expand`, as
  /// important as the more important of them.
  public func fitting(width: Int) -> [KeyBinding] {
    var kept: [KeyBinding] = []
    for binding in self where binding.importance > .helpOnly {
      if let same = kept.firstIndex(where: { $0.action == binding.action }) {
        kept[same].keys += "/" + binding.keys
        kept[same].importance = Swift.max(kept[same].importance, binding.importance)
      } else {
        kept.append(binding)
      }
    }
    var needed = kept.reduce(1) { $0 + KeyBinding.footerWidth(of: $1) }
    while needed > width, !kept.isEmpty {
      let least = kept.indices.min {
        kept[$0].importance < kept[$1].importance
          || (kept[$0].importance == kept[$1].importance && $0 > $1)
      }!
      needed -= KeyBinding.footerWidth(of: kept.remove(at: least))
    }
    return kept
  }
}

extension KeyBinding {
  /// The cells a binding takes in the footer: keys, a space, the action
  /// and two spaces before the next.
  static func footerWidth(of binding: KeyBinding) -> Int {
    CharacterWidth.width(of: binding.keys) + CharacterWidth.width(of: binding.action) + 3
  }
}
