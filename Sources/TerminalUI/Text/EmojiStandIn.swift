/// What the canvas draws for emoji that terminals and fonts disagree on,
/// so each is drawn whole in the cells it is measured at.
///
/// A pictograph of the supplementary planes that is an emoji but not shown
/// as one by default (🏔 SNOW-CAPPED MOUNTAIN, 🖥 DESKTOP COMPUTER) is one
/// column to `wcwidth` and to the terminal, yet monospace fonts have no
/// text glyph for it, so the terminal draws the colour emoji font's glyph,
/// two columns wide, clipped to one: a sliver. A variation selector asking
/// for the emoji form does not help: xterm and VTE keep it one column.
/// Such a pictograph is drawn as a close emoji that is two columns
/// everywhere (🏔 → 🗻), or as "�" where none is close.
///
/// U+F8FF, a private-use code point Apple's fonts draw as the Apple logo
/// (and others as a box), is drawn as the word it stands for.
enum EmojiStandIn {
  /// The stand-in for `scalar`, or nil when it is drawn as itself.
  @inline(__always)
  static func standIn(for scalar: Unicode.Scalar) -> String? {
    if scalar.value == 0xF8FF { return "Apple" }
    guard scalar.value >= 0x1F000 else { return nil }
    return slowStandIn(for: scalar)
  }

  private static func slowStandIn(for scalar: Unicode.Scalar) -> String? {
    let properties = scalar.properties
    guard properties.isEmoji && !properties.isEmojiPresentation else { return nil }
    return closeEmoji[scalar.value] ?? "\u{FFFD}"
  }

  /// Text-presentation pictographs and the emoji-presentation ones closest
  /// to them.
  private static let closeEmoji: [UInt32: String] = [
    0x1F3D4: "🗻",  // snow-capped mountain: Mount Fuji
    0x1F3D5: "⛺",  // camping: tent
    0x1F3D6: "🌴",  // beach with umbrella: palm tree
    0x1F3DC: "🌵",  // desert: cactus
    0x1F3DD: "🌴",  // desert island: palm tree
    0x1F3DE: "🌄",  // national park: sunrise over mountains
    0x1F3D9: "🌆",  // cityscape: cityscape at dusk
    0x1F5A5: "💻",  // desktop computer: personal computer
    0x1F5FA: "🌍",  // world map: globe
    0x1F576: "😎",  // dark sunglasses: smiling face with sunglasses
    0x1F54A: "🐦",  // dove: bird
    0x1F37D: "🍴",  // fork and knife with plate: fork and knife
    0x1F6E9: "🛫",  // small airplane: airplane departure
  ]
}
