extension LayoutGroup {
  /// The group as a text tree: the group, then each subitem on a line of
  /// its own under it, nested groups drawn the same way, each with its
  /// layout size. For a look at a layout in a log or a terminal.
  ///
  /// ```
  /// horizontal group: width .fractionalWidth(1.0), height .absolute(2.0)
  /// ├─ item: width .fractionalWidth(0.7), height .fractionalHeight(1.0)
  /// └─ vertical group ×2: width .fractionalWidth(0.3), height .fractionalHeight(1.0)
  ///    └─ item: width .fractionalWidth(1.0), height .fractionalHeight(1.0)
  /// ```
  public func visualDescription() -> String {
    Self.lines(of: self).joined(separator: "\n")
  }

  private static func lines(of item: LayoutItem) -> [String] {
    guard let group = item as? LayoutGroup else { return ["item: \(item.layoutSize)"] }
    let name: String
    switch group.arrangement {
    case .stack(let axis, _, let count):
      name =
        "\(axis == .horizontal ? "horizontal" : "vertical") group"
        + (count.map { " ×\($0)" } ?? "")
    case .custom:
      name = "custom group"
    }
    var lines = ["\(name): \(group.layoutSize)"]
    for (index, subitem) in group.subitems.enumerated() {
      let isLast = index == group.subitems.count - 1
      for (offset, line) in self.lines(of: subitem).enumerated() {
        let prefix = offset == 0 ? (isLast ? "└─ " : "├─ ") : (isLast ? "   " : "│  ")
        lines.append(prefix + line)
      }
    }
    return lines
  }
}
