import CMalloc

/// The allocator's policy for an app that draws frames.
///
/// Every frame allocates and frees a few large blocks — the canvas, the
/// elements placed on it, a change's plan — each of them megabytes on a
/// big terminal. With glibc's defaults a block that size is mapped from the
/// kernel and unmapped when freed, and the top of the heap is handed back
/// whenever it grows past a small threshold, so the next frame faults the
/// same pages in again: at 300×100, a quarter of a sorting frame's time.
/// Fixed thresholds keep those blocks in the heap between frames. Blocks
/// larger than a frame's (a snapshot of a million items) are still mapped,
/// and at most `trimThreshold` of free heap is kept.
enum FrameMemory {
  /// Blocks from this size up are mapped on their own.
  static let mmapThreshold: Int32 = 32 << 20
  /// Free memory at the top of the heap beyond this is handed back.
  static let trimThreshold: Int32 = 64 << 20

  /// Sets the policy; once per process, whatever number of apps it makes.
  static func configure() {
    _ = configured
  }

  private static let configured: Bool = {
    #if os(Linux)
      mallopt(M_MMAP_THRESHOLD, mmapThreshold)
      mallopt(M_TRIM_THRESHOLD, trimThreshold)
    #endif
    return true
  }()
}
