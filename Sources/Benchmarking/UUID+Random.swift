import Foundation
import GalleryExamples

extension UUID {
  /// A UUID whose 128 bits come from `random`.
  public init(using random: inout SplitMix64) {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let high = random.next()
    let low = random.next()
    withUnsafeMutableBytes(of: &bytes) { buffer in
      buffer.storeBytes(of: high, as: UInt64.self)
      buffer.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    self.init(uuid: bytes)
  }
}
