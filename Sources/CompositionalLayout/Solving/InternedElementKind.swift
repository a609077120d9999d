import Synchronization

/// An element kind held as a number: 0 for none (a cell), otherwise the
/// kind's place, from 1, in a table of every kind the process has named.
///
/// Layout attributes are copied thousands of times a frame, into queries,
/// plans and the elements a view draws. Holding their kind as a number
/// rather than a string leaves them plain data, copied as bytes with no
/// reference counting. An app names a handful of kinds, so the table stays
/// small; two numbers are equal exactly when their kinds are.
public struct InternedElementKind: Hashable, Sendable {
  public let rawValue: UInt32

  /// No kind: a cell's.
  public static let none = InternedElementKind(rawValue: 0)

  private init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The number of `kind`, which is given one the first time it is named.
  public init(_ kind: String?) {
    guard let kind else {
      self = .none
      return
    }
    rawValue = Self.table.withLock { $0.number(of: kind) }
  }

  /// The number of `kind` if it has been named, without giving it one:
  /// for queries, which find nothing of a kind never named.
  public static func named(_ kind: String) -> InternedElementKind? {
    table.withLock { $0.numbers[kind] }.map(InternedElementKind.init(rawValue:))
  }

  /// The kind's name; nil for a cell.
  public var name: String? {
    rawValue == 0 ? nil : Self.table.withLock { $0.names[Int(rawValue) - 1] }
  }

  private struct Table {
    var names: [String] = []
    var numbers: [String: UInt32] = [:]

    mutating func number(of kind: String) -> UInt32 {
      if let number = numbers[kind] { return number }
      names.append(kind)
      let number = UInt32(names.count)
      numbers[kind] = number
      return number
    }
  }

  private static let table = Mutex(Table())
}
