/// The emoji both Emoji Explorer examples show, by category, as the
/// sample's `Emoji` model. Every glyph is a single code point that glibc's
/// `wcwidth` and terminals agree is two columns wide (no VS16, no ZWJ), so
/// rows line up in every terminal.
struct Emoji: Hashable, Sendable {
  enum Category: CaseIterable, Sendable {
    case recents, smileys, nature, food, activities, travel, objects, symbols

    var title: String {
      switch self {
      case .recents: "Recents"
      case .smileys: "Smileys"
      case .nature: "Nature"
      case .food: "Food"
      case .activities: "Activities"
      case .travel: "Travel"
      case .objects: "Objects"
      case .symbols: "Symbols"
      }
    }

    var emojis: [Emoji] {
      let entries: [(String, String)] =
        switch self {
        case .recents:
          [
            ("🎉", "Party Popper"), ("👍", "Thumbs Up"), ("🔥", "Fire"), ("🙏", "Folded Hands"),
            ("🎂", "Birthday Cake"), ("🌈", "Rainbow"), ("🌟", "Glowing Star"),
            ("🙈", "See-No-Evil Monkey"),
          ]
        case .smileys:
          [("😀", "Grinning Face"), ("😂", "Tears of Joy"), ("😍", "Heart Eyes")]
        case .nature: [("🐶", "Dog Face"), ("🌲", "Evergreen Tree"), ("🌻", "Sunflower")]
        case .food: [("🍎", "Red Apple"), ("🍕", "Pizza"), ("🍩", "Doughnut")]
        case .activities: [("🏀", "Basketball"), ("🎸", "Guitar"), ("🎯", "Direct Hit")]
        case .travel: [("🚗", "Automobile"), ("🚀", "Rocket"), ("🚲", "Bicycle")]
        case .objects: [("💡", "Light Bulb"), ("📷", "Camera"), ("🔑", "Key")]
        case .symbols: [("💯", "Hundred Points"), ("🔔", "Bell"), ("🔴", "Red Circle")]
        }
      return entries.map { Emoji(text: $0.0, title: $0.1, category: self) }
    }
  }

  /// The glyph.
  let text: String
  /// Its name, as the detail screen shows it.
  let title: String
  let category: Category
}
