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

  /// The height in metres, its thousands grouped, as Mountains Search shows
  /// it: "8,848 m". Made once: a frame of the search draws it for every
  /// result in view.
  let heightInMetres: String

  /// The height digit-grouped with an "M", as the sample's table shows it:
  /// "8,848M".
  var formattedHeight: String { heightInMetres.dropLast(2) + "M" }

  init(id: Int, name: String, height: Int) {
    self.id = id
    self.name = name
    self.height = height
    heightInMetres = Self.grouped(height) + " m"
  }

  /// `value`'s decimal digits, a comma before each group of three: written
  /// backwards into a few bytes on the stack, as a million mountains are
  /// read (formatting through strings took a tenth of the load).
  fileprivate static func grouped(_ value: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var magnitude = value.magnitude
      var start = buffer.count
      var digits = 0
      repeat {
        if digits > 0 && digits % 3 == 0 {
          start -= 1
          buffer[start] = UInt8(ascii: ",")
        }
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        digits += 1
      } while magnitude > 0
      if value < 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }
}

/// The mountains data file: `Name,height` a line, heights in whole metres.
enum MountainsFile {
  static let name = DataTable.mountains.rawValue

  /// The highest a mountain may be: 30,000 m, above the highest known,
  /// Olympus Mons on Mars (some 21,900 m). A taller one is a mistake in the
  /// file (a height in millimetres, digits run together), not a mountain.
  static let maximumHeight = 30_000

  /// The mountains read before room is set aside for the rest of the file
  /// (``read(_:progress:)``): the sample's 387 never are.
  static let reserveSample = 4_096

  /// Reads the mountains from the `mountains.csv` of `resources`, in file
  /// order, telling `progress` how far it has got.
  static func load(from resources: Resources, progress: ReadProgress? = nil) throws -> [Mountain] {
    try read(resources.file(named: name), progress: progress)
  }

  /// The mountains of a file's bytes (see ``read(_:progress:)``).
  static func parse(_ bytes: [UInt8], path: String) throws -> [Mountain] {
    try read(DataFile(bytes: bytes, origin: path))
  }

  /// The mountains of `file`. Blank lines are skipped; anything else that
  /// is not `Name,height` with a unique name and a whole height from 1 to
  /// ``maximumHeight`` is an error naming its line, raised as soon as the
  /// line is read.
  ///
  /// A line is read as bytes (the separators and digits are ASCII), and
  /// only the name becomes a string: a million lines load in well under a
  /// second. Memory follows the mountains kept, not the file's size: room
  /// is set aside only once ``reserveSample`` mountains have been read,
  /// for as many as the file holds at the rate they came, so a file of
  /// blank lines sets none aside, and one of mountains is not read with
  /// its tables doubling (and every name hashed again) twenty times over.
  static func read(_ file: DataFile, progress: ReadProgress? = nil) throws -> [Mountain] {
    var mountains: [Mountain] = []
    var lineOfName: [String: Int] = [:]
    // The bytes of the lines kept so far, their line breaks included.
    var keptBytes = 0
    let path = file.origin
    try DataFileLines.forEach(in: file, progress: progress) { number, line in
      func malformed(_ problem: String) -> MalformedData {
        MalformedData(path: path, line: number, problem: problem)
      }
      func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
      // Split at the last comma, so a name may hold one.
      guard let comma = line.lastIndex(of: UInt8(ascii: ",")) else {
        throw malformed("expected 'Name,height', found '\(MalformedData.excerpt(text(line)))'")
      }
      let name = text(line[..<comma].trimmingSpaces)
      let heightBytes = line[(comma + 1)...].trimmingSpaces
      guard !name.isEmpty else { throw malformed("the name is empty") }
      guard let height = wholeNumber(heightBytes), height > 0 else {
        throw malformed(
          "the height of '\(MalformedData.excerpt(name))' is "
            + "'\(MalformedData.excerpt(text(heightBytes)))', not a whole number of metres"
        )
      }
      guard height <= maximumHeight else {
        throw malformed(
          "the height of '\(MalformedData.excerpt(name))' is "
            + "\(MalformedData.excerpt(text(heightBytes))) m, higher than the "
            + "\(Mountain.grouped(maximumHeight)) m a mountain may be"
        )
      }
      if let first = lineOfName.updateValue(number, forKey: name) {
        throw malformed("'\(MalformedData.excerpt(name))' is already on line \(first)")
      }
      mountains.append(Mountain(id: number, name: name, height: height))
      keptBytes += line.count + 1
      if mountains.count == reserveSample {
        let expected = Int(Double(file.size) / Double(keptBytes) * Double(reserveSample))
        mountains.reserveCapacity(expected)
        lineOfName.reserveCapacity(expected)
      }
    }
    guard !mountains.isEmpty else {
      throw MalformedData(path: path, line: nil, problem: "holds no mountains")
    }
    return mountains
  }

  /// The number `digits` spell, ASCII digits alone; past
  /// ``maximumHeight`` any number above it, however many digits follow.
  private static func wholeNumber(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      // Held just above the maximum: no overflow, however long.
      value = min(value * 10 + Int(digit - UInt8(ascii: "0")), maximumHeight + 1)
    }
    return value
  }
}

extension ArraySlice<UInt8> {
  /// Without the spaces at either end.
  fileprivate var trimmingSpaces: ArraySlice<UInt8> {
    guard let first = firstIndex(where: { $0 != 0x20 }),
      let last = lastIndex(where: { $0 != 0x20 })
    else { return [] }
    return self[first...last]
  }
}
