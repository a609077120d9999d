import CompositionalLayout
import DiffableDataSource

extension CollectionView {
  func key(for attributes: LayoutAttributes) -> ElementKey? {
    let path = attributes.indexPath
    guard sectionNumbers.indices.contains(path.section) else { return nil }
    let section = sectionNumbers[path.section]
    switch attributes.representedElementCategory {
    case .cell:
      return itemNumber(at: path).map { ElementKey(role: .cell, section: section, item: $0) }
    case .supplementaryView:
      let kind = attributes.representedElementKind ?? ""
      let isBoundary =
        solved?.hasBoundarySupplementary(ofKind: kind, inSection: path.section) ?? false
      return ElementKey(
        role: .supplementary,
        kind: kind,
        section: section,
        item: isBoundary ? -1 : itemNumber(at: path) ?? -1
      )
    case .decorationView:
      return ElementKey(
        role: .decoration,
        kind: attributes.representedElementKind ?? "",
        section: section,
        item: -1
      )
    }
  }

  /// The number of the item at `indexPath` in the current snapshot; looked
  /// up once per apply, then by index path.
  func itemNumber(at indexPath: IndexPath) -> Int? {
    if let number = itemNumbersByIndexPath[indexPath] { return number }
    guard let item = itemIdentifier(at: indexPath) else { return nil }
    let number = itemNumbering.number(for: item)
    itemNumbersByIndexPath[indexPath] = number
    return number
  }

  /// Takes in an applied snapshot: lays out the new state and, when asked
  /// to animate, starts moving each element from where it is now.
  func receive(_ update: DataSource.Update, completion: @escaping () -> Void) {
    // The same identifiers in the same places: nothing to lay out or move,
    // and a change under way carries on (a paste of text that matches
    // nothing applies the same empty snapshot on every key).
    if !update.isReloadData && update.difference == SnapshotDifference() {
      completion()
      return
    }
    let now = clock.now
    let animates = update.animatingDifferences && !update.isReloadData && solved != nil
    let before =
      animates
      ? Dictionary(
        placedElements(at: now).compactMap { placed in placed.key.map { ($0, placed.frame) } },
        uniquingKeysWith: { first, _ in first }
      ) : [:]
    let focusBefore = focusedItem.flatMap { item in
      update.initialSnapshot.sectionIdentifier(containingItem: item).flatMap { section in
        update.initialSnapshot.indexOfSection(section).flatMap { sectionIndex in
          update.initialSnapshot.itemIdentifiers(inSection: section).firstIndex(of: item).map {
            IndexPath(item: $0, section: sectionIndex)
          }
        }
      }
    }

    let snapshot = update.finalSnapshot
    sections = snapshot.sectionIdentifiers
    items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
    sectionNumbers = sections.map { sectionNumbering.number(for: $0) }
    itemNumbersByIndexPath.removeAll(keepingCapacity: true)
    // Numbers are handed out as items are drawn; forget them now and then,
    // between changes, so a long session of new items does not pile them up.
    if transition == nil && itemNumbering.count > 4 * snapshot.numberOfItems + 4_096 {
      itemNumbering.removeAll()
    }
    selectedItems = selectedItems.filter { snapshot.indexOfItem($0) != nil }
    invalidateLayout()
    if let focused = focusedItem, snapshot.indexOfItem(focused) == nil {
      focusedItem = nearestItem(to: focusBefore)
    }
    var completions = transition?.completions ?? []
    transition = nil
    completions.append(completion)
    if size.width > 0 && size.height > 0 {
      layoutIfNeeded(size: size)
      scrollFocusedItemIntoView()
    }
    if animates && !before.isEmpty {
      transition = Transition(
        tween: Tween(start: now, duration: transitionDuration, easing: .easeInOut),
        from: before,
        completions: completions
      )
    } else {
      completions.forEach { $0() }
    }
  }

  /// The item at `indexPath`, or the nearest one before it: where focus
  /// goes when its item is deleted.
  private func nearestItem(to indexPath: IndexPath?) -> ItemIdentifier? {
    guard let indexPath, !items.isEmpty else { return items.first(where: { !$0.isEmpty })?.first }
    let section = min(indexPath.section, items.count - 1)
    if !items[section].isEmpty {
      return items[section][min(indexPath.item, items[section].count - 1)]
    }
    return items[..<section].last(where: { !$0.isEmpty })?.last
      ?? items[section...].first(where: { !$0.isEmpty })?.first
  }

  /// Ends animations whose time is up, telling whoever waited on them.
  public func advanceAnimations(to now: Double) {
    if let transition, transition.tween.isFinished(at: now) {
      self.transition = nil
      transition.completions.forEach { $0() }
    }
    for (section, animation) in orthogonalAnimations where animation.tween.isFinished(at: now) {
      orthogonalOffsets[section] = animation.to
      orthogonalAnimations[section] = nil
    }
  }

  /// Sideways offsets as they are at `now`, rows in motion included.
  func orthogonalOffsets(at now: Double) -> [Int: Double] {
    var offsets = orthogonalOffsets
    for (section, animation) in orthogonalAnimations {
      offsets[section] = animation.value(at: now)
    }
    return offsets
  }

  /// Everything to draw at `now`, in drawing order: the visible elements at
  /// their place, or on their way there from where a running transition
  /// found them; elements that were on screen and still exist slide out.
  func placedElements(at now: Double) -> [PlacedElement] {
    guard let solved else { return [] }
    let offsets = orthogonalOffsets(at: now)
    let viewport = Rect(
      x: 0,
      y: contentOffset,
      width: Double(size.width),
      height: Double(size.height)
    )
    var placed = solved.visibleElements(in: viewport, orthogonalOffsets: offsets).map {
      PlacedElement(
        key: key(for: $0),
        attributes: $0,
        frame: $0.frame.offsetBy(dx: 0, dy: -contentOffset)
      )
    }
    guard let transition, !transition.tween.isFinished(at: now) else { return placed }
    let progress = transition.tween.progress(at: now)
    var seen: Set<ElementKey> = []
    for index in placed.indices {
      guard let key = placed[index].key else { continue }
      seen.insert(key)
      if let from = transition.from[key] {
        placed[index].frame = from.interpolated(to: placed[index].frame, progress)
      }
    }
    for (key, from) in transition.from where key.role == .cell && !seen.contains(key) {
      guard let item = itemNumbering.identifier(numbered: key.item),
        let path = indexPath(for: item),
        let attributes = solved.attributesForItem(at: path, orthogonalOffsets: offsets)
      else { continue }
      let target = attributes.frame.offsetBy(dx: 0, dy: -contentOffset)
      placed.append(
        PlacedElement(
          key: key,
          attributes: attributes,
          frame: from.interpolated(to: target, progress)
        )
      )
    }
    placed.sort { LayoutAttributes.drawingOrder($0.attributes, $1.attributes) }
    return placed
  }
}
