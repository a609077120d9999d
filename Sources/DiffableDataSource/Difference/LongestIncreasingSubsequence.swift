/// Marks one longest strictly increasing subsequence of `values`: the elements
/// a difference leaves in place, so that only the others are reported as moves.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends
/// an increasing run of length k + 1, and `predecessor` links each element to
/// the run it extends.
///
/// - Complexity: O(n log n); O(n) when the values are already mostly increasing,
///   the common case of a small change.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  var inSubsequence = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return inSubsequence }
  var tails: [Int] = []
  var predecessor = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    if let last = tails.last, values[last] >= value {
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { predecessor[position] = tails[low - 1] }
      tails[low] = position
    } else {
      predecessor[position] = tails.last ?? -1
      tails.append(position)
    }
  }
  var position = tails.last!
  while position >= 0 {
    inSubsequence[position] = true
    position = predecessor[position]
  }
  return inSubsequence
}
