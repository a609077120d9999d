#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A data file open for reading, from a folder or built in, read a chunk
/// at a time: what its parser does not keep (blank lines, the rest of a
/// file past its first error) is never held whole.
final class DataFile {
  /// What to call the file in an error about its contents: its path in an
  /// override folder, or its name.
  let origin: String
  /// Its size in bytes when opened.
  let size: Int

  private enum Source {
    case memory([UInt8])
    case descriptor(Int32)
  }
  private let source: Source
  /// The bytes read so far.
  private(set) var offset = 0

  /// The file of `bytes`, called `origin`.
  init(bytes: [UInt8], origin: String) {
    source = .memory(bytes)
    size = bytes.count
    self.origin = origin
  }

  /// The regular file open as `descriptor`, of `size` bytes at most
  /// ``Resources/maximumFileSize``, called `origin`; closed when this is
  /// released.
  init(descriptor: Int32, size: Int, origin: String) {
    source = .descriptor(descriptor)
    self.size = size
    self.origin = origin
  }

  deinit {
    if case .descriptor(let descriptor) = source { close(descriptor) }
  }

  /// Appends up to `count` bytes of the file to `buffer` and says how many;
  /// 0 at its end.
  ///
  /// - Throws: ``Resources/Unavailable`` when reading fails, or when the
  ///   file grew past ``Resources/maximumFileSize`` since it was opened.
  func read(appendingTo buffer: inout [UInt8], upTo count: Int) throws(Resources.Unavailable) -> Int
  {
    let read: Int
    switch source {
    case .memory(let bytes):
      read = min(count, bytes.count - offset)
      buffer += bytes[offset..<offset + read]
    case .descriptor(let descriptor):
      let start = buffer.count
      buffer += repeatElement(0, count: count)
      var result: Int
      repeat {
        result = buffer.withUnsafeMutableBufferPointer { pointer in
          readBytes(descriptor, pointer.baseAddress! + start, count)
        }
      } while result < 0 && errno == EINTR
      buffer.removeLast(count - max(result, 0))
      guard result >= 0 else {
        throw Resources.Unavailable(description: "\(origin): \(Resources.describe(errno: errno))")
      }
      read = result
    }
    offset += read
    guard offset <= Resources.maximumFileSize else {
      throw Resources.Unavailable(description: "\(origin): \(Resources.sizeLimitText)")
    }
    return read
  }
}

/// read(2), by a name the method ``DataFile/read(appendingTo:upTo:)`` does
/// not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
