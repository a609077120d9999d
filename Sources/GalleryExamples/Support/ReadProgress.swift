import Synchronization

/// How far the reading of a data file has got, and whether it is still
/// wanted: shared by the thread that reads and the screen that shows the
/// progress and may give up on it.
final class ReadProgress: Sendable {
  private let bytesRead = Atomic<Int>(0)
  private let bytesInAll = Atomic<Int>(0)
  private let isCancelled = Atomic<Bool>(false)

  init() {}

  /// The reading has begun on a file of `size` bytes.
  func begin(size: Int) {
    bytesInAll.store(size, ordering: .relaxed)
  }

  /// The reading has got `bytes` into the file.
  func advance(to bytes: Int) {
    bytesRead.store(bytes, ordering: .relaxed)
  }

  /// The part of the file read, 0 to 1; 0 until the size is known.
  var fraction: Double {
    let total = bytesInAll.load(ordering: .relaxed)
    guard total > 0 else { return 0 }
    return min(1, Double(bytesRead.load(ordering: .relaxed)) / Double(total))
  }

  /// Asks the reading to stop at its next chunk: nobody waits for it any more.
  func cancel() {
    isCancelled.store(true, ordering: .relaxed)
  }

  /// Throws `CancellationError` once ``cancel()`` has been called.
  func checkCancellation() throws(CancellationError) {
    if isCancelled.load(ordering: .relaxed) { throw CancellationError() }
  }
}
