#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `count` bytes from `bytes` to `descriptor`, as far as it takes
/// them, going on after an interruption: what the signal handlers write
/// with, as it calls nothing but write(2).
func signalSafeWrite(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) {
  var written = 0
  while written < count {
    let result = write(descriptor, bytes + written, count - written)
    if result > 0 {
      written += result
    } else if result < 0 && errno == EINTR {
      continue
    } else {
      break
    }
  }
}
