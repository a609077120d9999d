/// Marks one longest strictly increasing subsequence of `values`: the elements
/// a difference leaves in place, so that only the others are reported as moves.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends
/// an increasing run of length k + 1, and `predecessor` links each element to
/// the run it extends. The values at `tails` are kept beside it, so that the
/// binary searches stay in the few cache lines of the tails instead of
/// reading values all over the input.
///
/// - Complexity: O(n log n); O(n) when the values are already mostly increasing,
///   the common case of a small change.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  // Asked for no room, the initializer hands out the shared empty array's
  // storage and writes its count, 0 over 0: harmless, but a write to memory
  // every thread reads, which ThreadSanitizer reports (`make sanitize`).
  guard !values.isEmpty else { return [] }
  return [Bool](unsafeUninitializedCapacity: values.count) { inSubsequence, count in
    values.withUnsafeBufferPointer { longestIncreasingSubsequence($0, into: inSubsequence) }
    count = values.count
  }
}

/// Marks one longest strictly increasing subsequence of `values` in
/// `inSubsequence`, which has a place for each value and is initialized
/// here: the form for a caller whose values and marks live in temporary
/// memory, as a difference's per-section ones do.
///
/// - Complexity: O(n log n); O(n) when the values are already mostly increasing.
@inlinable
func longestIncreasingSubsequence(
  _ values: UnsafeBufferPointer<Int>,
  into inSubsequence: UnsafeMutableBufferPointer<Bool>
) {
  precondition(inSubsequence.count == values.count, "a mark for each value")
  inSubsequence.initialize(repeating: false)
  guard !values.isEmpty else { return }
  // The working arrays live only for the call: temporary allocations, on
  // the stack when small (a section of a screen's rows).
  withUnsafeTemporaryAllocation(of: Int.self, capacity: values.count) { tails in
    withUnsafeTemporaryAllocation(of: Int.self, capacity: values.count) { tailValues in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: values.count) { predecessor in
        var length = 0
        for (position, value) in values.enumerated() {
          var low = length
          if length > 0 && tailValues[length - 1] >= value {
            // The first tail not below the value, by a bisection whose
            // steps compute rather than branch: on shuffled values a
            // branch would be mispredicted half the time. `below` is all
            // ones when the middle tail is below the value (values are
            // positions, never negative), else zero.
            low = 0
            var width = length
            while width > 0 {
              let half = width &>> 1
              let below = (tailValues[low &+ half] &- value) &>> (Int.bitWidth - 1)
              low = low &+ ((half &+ 1) & below)
              width = half &+ ((width &- 2 &* half &- 1) & below)
            }
          } else {
            length += 1
          }
          // Written before it is read: only positions that extend a run
          // are followed back, and each has its predecessor set here.
          predecessor[position] = low > 0 ? tails[low - 1] : -1
          tails[low] = position
          tailValues[low] = value
        }
        var position = tails[length - 1]
        while position >= 0 {
          inSubsequence[position] = true
          position = predecessor[position]
        }
      }
    }
  }
}
