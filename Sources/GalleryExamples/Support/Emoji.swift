/// An emoji of the sample's table, as its `Emoji` model: the glyph, its name
/// and its category. Emoji Explorer, Emoji Explorer - List and Reorderable
/// List all show these.
///
/// Identity is the line of the table, as the sample gives each emoji a UUID:
/// the table repeats emoji across categories (🤣 in Recents and Smileys), and
/// each entry is an item of its own. Glyphs are shown as the table has them;
/// the canvas reduces those whose width terminals disagree on (⛺️, ⌚️, 🚴‍♀️,
/// 🏔) by its fallback rule (``TerminalUI/CharacterWidth``).
struct Emoji: HashedByID, Sendable {
  /// The sample's categories, in its order; the raw value is the table's
  /// name for each.
  enum Category: String, CaseIterable, Sendable, CustomStringConvertible {
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

    var description: String { title }
  }

  /// The line of the table it came from.
  let id: Int
  /// The glyph.
  let text: String
  /// Its name, as the detail screen shows it.
  let title: String
  let category: Category

  /// The table's emoji in table order, from `emoji.tsv` (category, emoji,
  /// name a line), telling `progress` how far it has got.
  static func load(from resources: Resources, progress: ReadProgress? = nil) throws -> [Emoji] {
    var emoji: [Emoji] = []
    try TabSeparatedTable.forEachRow(
      of: DataTable.emoji.rawValue,
      columns: ["category", "emoji", "name"],
      from: resources,
      progress: progress
    ) { row in
      guard let category = Category(rawValue: row.fields[0]) else {
        throw row.malformed("unknown category '\(MalformedData.excerpt(row.fields[0]))'")
      }
      emoji.append(
        Emoji(id: row.line, text: row.fields[1], title: row.fields[2], category: category)
      )
    }
    return emoji
  }
}

extension [Emoji] {
  /// The emoji of `category`, in table order.
  func of(_ category: Emoji.Category) -> [Emoji] {
    filter { $0.category == category }
  }
}
