extension SolvedLayout {
  /// Checks the structure a solve promises; runs in debug builds after every
  /// solve and compiles away in release builds.
  func _checkInvariants() {
    #if DEBUG
      let tolerance = 1e-6
      var previousEnd = -Double.infinity
      for (position, section) in sections.enumerated() {
        assert(section.index == position, "section \(position) is stored as \(section.index)")
        assert(
          section.frame.min(axis) >= previousEnd - tolerance,
          "section \(position) starts before section \(position - 1) ends"
        )
        assert(
          section.frame.max(axis) <= contentSize[axis] + tolerance,
          "section \(position) ends past the content"
        )
        previousEnd = section.frame.max(axis)
        let capacity = (0..<section.groups.count).reduce(0) {
          $0 + section.groups.template(ofGroup: $1).leaves.count
        }
        assert(
          section.itemCount == 0 || capacity >= section.itemCount || section.groups.count == 0,
          "section \(position) places \(capacity) of its \(section.itemCount) items"
        )
        if let row = section.orthogonal {
          assert(
            row.contentExtent >= 0 && row.viewportLength >= 0,
            "section \(position) row is negative"
          )
        }
      }
    #endif
  }
}
