#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  private static let table = LockedTable()

  /// The table behind a pthread mutex, for as long as the process runs.
  /// `Synchronization.Mutex` would do the same job, but on Linux it locks
  /// inside the Synchronization library, which is not built for
  /// ThreadSanitizer: it saw no order between two threads' uses of the
  /// table and reported each as a race, so the suites that solve layouts
  /// could not run under it. It sees a pthread mutex.
  private final class LockedTable: @unchecked Sendable {
    // Unchecked: `table` is only touched inside `withLock`.
    private var table = Table()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    func withLock<Result>(_ body: (inout Table) -> Result) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body(&table)
    }
  }
}
