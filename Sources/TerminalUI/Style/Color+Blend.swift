extension Color {
  /// The 24-bit colour `amount` (0...1) of the way from `source` to `target`.
  static func blend(
    _ source: (red: UInt8, green: UInt8, blue: UInt8),
    toward target: (red: UInt8, green: UInt8, blue: UInt8),
    amount: Double
  ) -> Color {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      // Adding a half and truncating rounds without `rounded()`, which would
      // pull in libm.
      UInt8(Double(from) + (Double(to) - Double(from)) * amount + 0.5)
    }
    return .rgb(
      mix(source.red, target.red),
      mix(source.green, target.green),
      mix(source.blue, target.blue)
    )
  }
}
