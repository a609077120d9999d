extension DiffableDataSourceSnapshot: CustomStringConvertible {
  /// The sections and their items, then any marks, on one line:
  /// `[A: [a1, a2], B: []] reloaded items [a2]`.
  ///
  /// - Complexity: O(s) for s sections: at most 20 identifiers of each list
  ///   are named.
  public var description: String {
    let sections = zip(_sections, _sectionItems).map { section, items in
      "\(section): \(describeIdentifiers(items.elements))"
    }
    var text = "[" + sections.joined(separator: ", ") + "]"
    if !_reloadedSections.isEmpty {
      text += " reloaded sections \(describeIdentifiers(_reloadedSections))"
    }
    if !_reloadedItems.isEmpty { text += " reloaded items \(describeIdentifiers(_reloadedItems))" }
    if !_reconfiguredItems.isEmpty {
      text += " reconfigured items \(describeIdentifiers(_reconfiguredItems))"
    }
    return text
  }
}
