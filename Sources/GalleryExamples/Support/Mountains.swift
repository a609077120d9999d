/// A mountain of the sample's data: its name and height in metres.
///
/// Identity is the line it came from, as the sample gives each mountain a
/// UUID: two mountains are the same item when they are the same line, so
/// hashing one is hashing an integer, not its name.
struct Mountain: HashedByID, Sendable {
  /// The line of the data file it was read from.
  let id: Int
  let name: String
  let height: Int

  /// The height in metres, as Mountains Search shows it: "8,848 m". Made
  /// once, as every frame of the search draws it for every result in view.
  let heightInMetres: String
  /// The height digit-grouped with an "M", as the sample's table shows it:
  /// "8,848M".
  let formattedHeight: String

  init(id: Int, name: String, height: Int) {
    self.id = id
    self.name = name
    self.height = height
    var digits = String(height)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    heightInMetres = digits + grouped + " m"
    formattedHeight = digits + grouped + "M"
  }
}

/// The mountains data file: `Name,height` a line, heights in whole metres.
enum MountainsFile {
  static let name = DataTable.mountains.rawValue

  /// Reads the mountains from the `mountains.csv` of `resources`, in file
  /// order.
  static func load(from resources: Resources) throws -> [Mountain] {
    let (bytes, origin) = try resources.contents(of: name)
    return try parse(bytes, path: origin)
  }

  /// The mountains of a file's bytes. Blank lines are skipped; anything else
  /// that is not `Name,height` with a unique name and a positive whole
  /// height is an error naming its line.
  static func parse(_ bytes: [UInt8], path: String) throws -> [Mountain] {
    var mountains: [Mountain] = []
    var lineOfName: [String: Int] = [:]
    for (number, line) in try DataFileLines.of(bytes, path: path) {
      func malformed(_ problem: String) -> MalformedData {
        MalformedData(path: path, line: number, problem: problem)
      }
      // Split at the last comma, so a name may hold one.
      guard let comma = line.lastIndex(of: ",") else {
        throw malformed("expected 'Name,height', found '\(MalformedData.excerpt(line))'")
      }
      let name = String(line[..<comma]).trimmingSpaces
      let heightText = String(line[line.index(after: comma)...]).trimmingSpaces
      guard !name.isEmpty else { throw malformed("the name is empty") }
      guard let height = Int(heightText), height > 0 else {
        throw malformed(
          "the height of '\(MalformedData.excerpt(name))' is "
            + "'\(MalformedData.excerpt(heightText))', not a whole number of metres"
        )
      }
      if let first = lineOfName[name] {
        throw malformed("'\(MalformedData.excerpt(name))' is already on line \(first)")
      }
      lineOfName[name] = number
      mountains.append(Mountain(id: number, name: name, height: height))
    }
    guard !mountains.isEmpty else {
      throw MalformedData(path: path, line: nil, problem: "holds no mountains")
    }
    return mountains
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    guard let first = firstIndex(where: { $0 != " " }),
      let last = lastIndex(where: { $0 != " " })
    else { return "" }
    return String(self[first...last])
  }
}
