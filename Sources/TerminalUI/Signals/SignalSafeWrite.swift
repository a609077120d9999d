#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `count` bytes from `bytes` to `descriptor`, as far as it takes
/// them, going on after an interruption: what the signal handlers write
/// with, as it calls nothing but write(2). False when the descriptor took
/// less than all of it (an error, or a write of nothing).
@discardableResult
func signalSafeWrite(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) -> Bool {
  var written = 0
  while written < count {
    let result = write(descriptor, bytes + written, count - written)
    if result > 0 {
      written += result
    } else if result < 0 && errno == EINTR {
      continue
    } else {
      return false
    }
  }
  return true
}

/// Writes all of `bytes` to `descriptor` (``signalSafeWrite(_:count:to:)``);
/// false when it took less.
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return true }
    return signalSafeWrite(base, count: buffer.count, to: descriptor)
  }
}
