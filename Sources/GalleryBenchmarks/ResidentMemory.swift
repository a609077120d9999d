import Foundation

/// This process's resident memory, from `/proc/self/status` (Linux only).
///
/// The peak (`VmHWM`) can be brought down to the current size (`VmRSS`)
/// through `/proc/self/clear_refs`, so the growth of the peak over a piece of
/// work counts what it touched at its worst, temporaries included, and not
/// what earlier figures once held.
enum ResidentMemory {
  /// The peak resident size above the resident size before `body`, in MB;
  /// nil where `/proc` is missing or the peak cannot be reset.
  static func peakGrowth(during body: () -> Void) -> Double? {
    guard resetPeak(), let before = kilobytes("VmRSS:") else { return nil }
    body()
    guard let peak = kilobytes("VmHWM:") else { return nil }
    return (peak - before) / 1024
  }

  /// Sets the peak back to the current resident size (Linux 4.0 and later).
  private static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Array("5".utf8))) != nil
  }

  /// A field of `/proc/PROCESS/status` counted in kilobytes (`VmRSS:`,
  /// `VmHWM:`), for this process or another.
  static func kilobytes(_ field: String, ofProcess process: String = "self") -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
  }
}
