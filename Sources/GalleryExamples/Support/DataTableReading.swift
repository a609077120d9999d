import Synchronization

/// A data table read on a thread of its own, so the thread that answers
/// keys never waits for a large file: it looks at ``progress`` and
/// ``outcome`` when it likes. Releasing the reading cancels it, and the
/// thread lets go of what it had read at its next chunk.
final class DataTableReading {
  let table: DataTable
  /// How far the reading has got.
  let progress = ReadProgress()
  /// Where the thread leaves the records, or why there are none.
  private let result = Box()

  private final class Box: Sendable {
    let outcome = Mutex<Result<DataTable.Records, any Error>?>(nil)
  }

  /// Starts reading `table` from `resources`.
  init(_ table: DataTable, from resources: Resources) {
    self.table = table
    // Detached: the reading belongs to no caller's task, and the caller
    // (the run loop) never awaits it. It holds the progress and the box,
    // not this reading, whose release is what cancels it.
    Task.detached(priority: .userInitiated) { [progress, result] in
      let outcome = Result { try table.records(from: resources, progress: progress) }
      result.outcome.withLock { $0 = outcome }
    }
  }

  deinit {
    progress.cancel()
  }

  /// The records, or why there are none; nil while the reading goes on.
  var outcome: Result<DataTable.Records, any Error>? {
    result.outcome.withLock { $0 }
  }
}
