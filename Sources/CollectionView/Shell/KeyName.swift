import TerminalUI

/// How keys are spelled where a person reads them: the footer, the help
/// overlay, the palette.
public enum KeyName {
  /// `event`'s name: `↑`, `enter`, `space`, `ctrl-p`, `q`; empty for what
  /// no key sends (the mouse, a paste, a resize).
  public static func name(of event: InputEvent) -> String {
    let (modifier, base) = parts(of: event)
    return modifier + base
  }

  /// `events` spelled as one label: arrows with the same modifier run
  /// together (`↑↓`, `shift-↑↓`), two plain single characters stand apart
  /// by a space (`[ ]`), and other neighbours by `separator`.
  public static func spelling(of events: [InputEvent], separator: String) -> String {
    var label = ""
    var previous: (modifier: String, base: String)?
    for event in events {
      let (modifier, base) = parts(of: event)
      guard !base.isEmpty else { continue }
      if let previous {
        if isArrow(previous.base), isArrow(base), previous.modifier == modifier {
          label += base
          continue
        }
        let plainCharacters =
          previous.modifier.isEmpty && modifier.isEmpty && previous.base.count == 1
          && base.count == 1
        label += plainCharacters ? " " : separator
      }
      label += modifier + base
      previous = (modifier, base)
    }
    return label
  }

  private static func isArrow(_ base: String) -> Bool {
    base == "↑" || base == "↓" || base == "←" || base == "→"
  }

  /// A key's modifier (`shift-`, `ctrl-`, `alt-`, or none) and its name.
  private static func parts(of event: InputEvent) -> (modifier: String, base: String) {
    switch event {
    case .character(" "): ("", "space")
    case .character(let character): ("", String(character))
    case .ctrl(let letter): ("ctrl-", String(letter))
    case .key(let key): parts(of: key)
    case .mouse, .paste, .resize: ("", "")
    }
  }

  private static func parts(of key: Key) -> (modifier: String, base: String) {
    switch key {
    case .up: ("", "↑")
    case .down: ("", "↓")
    case .left: ("", "←")
    case .right: ("", "→")
    case .shiftUp: ("shift-", "↑")
    case .shiftDown: ("shift-", "↓")
    case .shiftLeft: ("shift-", "←")
    case .shiftRight: ("shift-", "→")
    case .ctrlLeft: ("ctrl-", "←")
    case .ctrlRight: ("ctrl-", "→")
    case .altBackspace: ("alt-", "backspace")
    case .home: ("", "home")
    case .end: ("", "end")
    case .pageUp: ("", "pgup")
    case .pageDown: ("", "pgdn")
    case .tab: ("", "tab")
    case .backTab: ("shift-", "tab")
    case .enter: ("", "enter")
    case .escape: ("", "esc")
    case .backspace: ("", "backspace")
    case .delete: ("", "del")
    case .insert: ("", "ins")
    case .function(let number): ("", "f\(number)")
    }
  }
}
