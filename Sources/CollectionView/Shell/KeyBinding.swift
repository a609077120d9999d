import TerminalUI

/// Keys and what they do: one entry of a screen's bindings, declared once
/// with the keys that run it and the condition under which it works. The
/// same declaration dispatches the keys and spells them in the footer and
/// the help overlay, so what those show is what the keys do.
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

  /// The keys the footer shows, which run the binding.
  public let keys: [InputEvent]
  /// Keys that run the binding too, listed only in the help overlay:
  /// h j k l beside the arrows.
  public let alternatives: [InputEvent]
  /// How much the footer wants it.
  public let importance: Importance
  /// Runs the action for one of its keys.
  public let perform: (InputEvent) -> ScreenResponse
  private let title: Title
  private let condition: (() -> Bool)?
  private let keyCondition: ((InputEvent) -> Bool)?
  /// What a note shows in place of keys (`type`).
  private let noteKeys: Title?

  /// What the binding does, fixed or read when shown.
  private enum Title {
    case fixed(String)
    case current(() -> String)

    var text: String {
      switch self {
      case .fixed(let text): text
      case .current(let text): text()
      }
    }
  }

  /// A binding doing `action` on `keys`, and on `alternatives` as well.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the binding works now; asked whenever the
  ///     keys are dispatched or shown, so the binding is declared once
  ///     rather than rebuilt as state changes. Nil for always.
  ///   - isKeyEnabled: Whether one of its keys works now, for a binding
  ///     some of whose keys come and go (the arrows of an axis focus
  ///     cannot move along); the footer shows only those that work.
  public init(
    _ action: String,
    keys: [InputEvent],
    alternatives: [InputEvent] = [],
    importance: Importance = .primary,
    isEnabled: (() -> Bool)? = nil,
    isKeyEnabled: ((InputEvent) -> Bool)? = nil,
    perform: @escaping (InputEvent) -> ScreenResponse
  ) {
    self.init(
      title: .fixed(action),
      keys: keys,
      alternatives: alternatives,
      importance: importance,
      isEnabled: isEnabled,
      isKeyEnabled: isKeyEnabled,
      noteKeys: nil,
      perform: perform
    )
  }

  /// A binding whose action reads differently as state changes ("turn
  /// on", "turn off"): `title` is asked whenever the binding is shown.
  public init(
    title: @escaping () -> String,
    keys: [InputEvent],
    alternatives: [InputEvent] = [],
    importance: Importance = .primary,
    isEnabled: (() -> Bool)? = nil,
    isKeyEnabled: ((InputEvent) -> Bool)? = nil,
    perform: @escaping (InputEvent) -> ScreenResponse
  ) {
    self.init(
      title: .current(title),
      keys: keys,
      alternatives: alternatives,
      importance: importance,
      isEnabled: isEnabled,
      isKeyEnabled: isKeyEnabled,
      noteKeys: nil,
      perform: perform
    )
  }

  private init(
    title: Title,
    keys: [InputEvent],
    alternatives: [InputEvent],
    importance: Importance,
    isEnabled: (() -> Bool)?,
    isKeyEnabled: ((InputEvent) -> Bool)?,
    noteKeys: Title?,
    perform: @escaping (InputEvent) -> ScreenResponse
  ) {
    self.title = title
    self.keys = keys
    self.alternatives = alternatives
    self.importance = importance
    condition = isEnabled
    keyCondition = isKeyEnabled
    self.noteKeys = noteKeys
    self.perform = perform
  }

  /// A binding that only tells (what typing does): nothing to dispatch.
  /// Its keys run nothing here, so the palette does not offer it: a key
  /// the app takes first (`ctrl-c quit`).
  public static func note(
    _ keys: String,
    _ action: String,
    importance: Importance = .primary,
    isEnabled: (() -> Bool)? = nil
  ) -> KeyBinding {
    KeyBinding(
      title: .fixed(action),
      keys: [],
      alternatives: [],
      importance: importance,
      isEnabled: isEnabled,
      isKeyEnabled: nil,
      noteKeys: .fixed(keys),
      perform: { _ in .ignored }
    )
  }

  /// A note whose words change as state does (a count): both are asked
  /// whenever it is shown.
  public static func note(
    keys: @escaping () -> String,
    action: @escaping () -> String
  ) -> KeyBinding {
    KeyBinding(
      title: .current(action),
      keys: [],
      alternatives: [],
      importance: .primary,
      isEnabled: nil,
      isKeyEnabled: nil,
      noteKeys: .current(keys),
      perform: { _ in .ignored }
    )
  }

  /// What the binding does, in a word or two.
  public var action: String { title.text }

  /// Whether the binding works now, for at least one of its keys (a note,
  /// whenever its condition holds).
  public var isEnabled: Bool {
    guard condition?() ?? true else { return false }
    guard let keyCondition, noteKeys == nil else { return true }
    return keys.contains(where: keyCondition) || alternatives.contains(where: keyCondition)
  }

  /// Whether `event` runs this binding now.
  public func matches(_ event: InputEvent) -> Bool {
    (keys.contains(event) || alternatives.contains(event)) && (condition?() ?? true)
      && (keyCondition?(event) ?? true)
  }

  /// The keys as the footer shows them, those that work now: `↑↓`,
  /// `pgup/pgdn`, `[ ]`; where none does, the first alternative that
  /// does (`ctrl-p` where typing takes `:`).
  public var footerKeys: String {
    if let noteKeys { return noteKeys.text }
    let working = keys.filter { keyCondition?($0) ?? true }
    // Where none of its keys works now, the first alternative that does.
    let fallback = working.isEmpty ? alternatives.first { keyCondition?($0) ?? true } : nil
    let shown = fallback.map { [$0] } ?? working
    return KeyName.spelling(of: shown, separator: "/")
  }

  /// The keys as the help overlay lists them, every alternative with
  /// them: `↑↓ k j`.
  public var helpKeys: String {
    if let noteKeys { return noteKeys.text }
    return KeyName.spelling(
      of: (keys + alternatives).filter { keyCondition?($0) ?? true },
      separator: " "
    )
  }
}

extension Array where Element == KeyBinding {
  /// The bindings that work now, in their order.
  public var enabled: [KeyBinding] { filter(\.isEnabled) }

  /// The entries of a footer `width` cells wide, in the bindings' order:
  /// the least important go first, the later of equals before the
  /// earlier. Bindings that do the same are one entry, `enter/→ expand`,
  /// as important as the more important of them.
  public func fitting(width: Int) -> [KeyBinding.FooterEntry] {
    var kept: [KeyBinding.FooterEntry] = []
    for binding in self where binding.importance > .helpOnly {
      let action = binding.action
      if let same = kept.firstIndex(where: { $0.action == action }) {
        kept[same].keys += "/" + binding.footerKeys
        kept[same].importance = Swift.max(kept[same].importance, binding.importance)
      } else {
        kept.append(
          KeyBinding.FooterEntry(
            keys: binding.footerKeys,
            action: action,
            importance: binding.importance
          )
        )
      }
    }
    var needed = kept.reduce(1) { $0 + $1.width }
    while needed > width, !kept.isEmpty {
      let least = kept.indices.min {
        kept[$0].importance < kept[$1].importance
          || (kept[$0].importance == kept[$1].importance && $0 > $1)
      }!
      needed -= kept.remove(at: least).width
    }
    return kept
  }
}

extension KeyBinding {
  /// One entry of the footer: keys and what they do.
  public struct FooterEntry: Equatable, Sendable {
    /// The keys, as ``KeyBinding/footerKeys`` spells them; joined with
    /// `/` where bindings doing the same are one entry.
    public var keys: String
    /// What they do.
    public var action: String
    var importance: Importance

    /// The cells it takes: keys, a space, the action and two spaces
    /// before the next.
    var width: Int {
      CharacterWidth.width(of: keys) + CharacterWidth.width(of: action) + 3
    }
  }
}
