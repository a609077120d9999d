import CompositionalLayout
import DiffableDataSource
import TerminalUI

extension CollectionView {
  /// Plans a ``Transition`` from an update's difference, the old and new
  /// layouts and what was on screen: every element that moves gets its old
  /// frame, found in the old layout when it was off screen, so rows entering
  /// slide in from beyond the edge; inserted elements fade in; deleted ones
  /// stay behind as ghosts and fade out.
  ///
  /// Runs once the view holds the new data and layout. Elements are
  /// followed across the change by their positions alone
  /// (``SnapshotDifference/Positions``): no identifier is hashed, so the
  /// plan costs what is on screen, whatever the data holds.
  ///
  /// The transition keeps its planner: a scroll made while it runs (as
  /// right after the apply) sweeps the part of the new layout it reveals
  /// into the plan, so rows it brings into view animate too.
  struct TransitionPlanner {
    unowned let view: CollectionView
    let positions: SnapshotDifference.Positions
    let oldLayout: SolvedLayout
    let oldOrthogonalOffsets: [Int: Double]

    struct Plan {
      var entries = ElementTable<Transition.Entry>()
      var ghosts: [Transition.Ghost] = []
      /// The elements of the new layout planned from what was seen, moving
      /// or not.
      var placed = ElementTable<Bool>()
    }

    /// The plan from what was `seen` and the `ghosts` of an earlier change
    /// still fading, with the viewport's top at `oldTop` before the change.
    func plan(from seen: SeenScreen, ghosts: [Transition.Ghost], oldTop: Double) -> Plan {
      guard let layout = view.solved else { return Plan() }
      var plan = Plan(ghosts: ghosts)
      let offsets = view.scrolling.rowOffsets
      // Whatever the viewport passes over while it scrolls to its new place
      // is planned too, so nothing still on its way rests early; a jump of
      // more than a screen plans the screens at either end, so the plan
      // costs what two screens hold however far the jump.
      let height = Double(view.frame.height)
      let newTop = view.contentOffset
      let width = max(layout.contentSize.width, Double(view.frame.width))
      let sweeps =
        abs(newTop - oldTop) <= height
        ? [Rect(x: 0, y: min(oldTop, newTop), width: width, height: abs(newTop - oldTop) + height)]
        : [
          Rect(x: 0, y: oldTop, width: width, height: height),
          Rect(x: 0, y: newTop, width: width, height: height),
        ]
      for cell in seen.restingCells {
        // Known here, a cell need not be found again from the sweep below.
        let key = ElementKey(category: .cell, kind: .none, indexPath: cell.newIndexPath)
        guard
          let target = layout.attributesForItem(at: cell.newIndexPath, orthogonalOffsets: offsets)
        else { continue }
        plan.placed[key] = true
        let travel = Self.distance(cell.frame, target.frame)
        guard travel > 0 else { continue }
        plan.entries[key] = Transition.Entry(from: cell.frame, fromOpacity: 1, travel: travel)
      }
      for element in seen.elements {
        if element.isDeleted {
          if let image = element.image, let identity = element.identity {
            plan.ghosts.append(
              Transition.Ghost(
                identity: identity,
                attributes: element.attributes,
                isAttachedSupplementary: element.isAttachedSupplementary,
                fromOpacity: element.opacity,
                image: image
              )
            )
          }
          continue
        }
        guard let key = element.newKey,
          let target = view.restingAttributes(of: key, in: layout, orthogonalOffsets: offsets)
        else { continue }
        plan.placed[key] = true
        let travel = Self.distance(element.attributes.frame, target.frame)
        guard travel > 0 || element.opacity < 1 || element.isReloaded else { continue }
        plan.entries[key] = Transition.Entry(
          from: element.attributes.frame,
          fromOpacity: element.opacity,
          travel: travel,
          previousImage: element.isReloaded ? element.image : nil
        )
      }
      // Of ghosts on the same cells only the one drawn on top shows: the
      // more visible (``DrawingKey``), or the later of two as visible.
      // Changes that follow each other faster than they fade (a paste)
      // would otherwise pile them up.
      var onTop: [CellRect: Int] = [:]
      for (index, ghost) in plan.ghosts.enumerated() {
        let cells = ghost.attributes.frame.snapped
        if let kept = onTop[cells], plan.ghosts[kept].fromOpacity > ghost.fromOpacity { continue }
        onTop[cells] = index
      }
      if onTop.count < plan.ghosts.count {
        let shown = Set(onTop.values)
        plan.ghosts = plan.ghosts.indices.filter(shown.contains).map { plan.ghosts[$0] }
      }
      sweep(sweeps, into: &plan)
      return plan
    }

    /// Plans the elements of the new layout in `rects` that are not
    /// planned yet: each comes from where it was in the old layout, or,
    /// new to the data, fades in (or comes back from its ghost).
    func sweep(_ rects: [Rect], into plan: inout Plan) {
      guard let layout = view.solved else { return }
      let offsets = view.scrolling.rowOffsets
      // Which ghost shows an item or section: wanted only once an element
      // new to the data turns up, to come back from where its ghost is.
      var ghostIndex: [ElementIdentity: Int]?
      func ghost(showing attributes: LayoutAttributes, _ isSectionLevel: Bool) -> Int? {
        guard !plan.ghosts.isEmpty, let identity = view.identity(of: attributes, isSectionLevel)
        else { return nil }
        if ghostIndex == nil {
          ghostIndex = Dictionary(
            plan.ghosts.enumerated().map { ($1.identity, $0) },
            uniquingKeysWith: { $1 }
          )
        }
        return ghostIndex?[identity]
      }
      var revived: Set<Int> = []
      var follower = ItemFollower.backward(positions)
      // Sweep by sweep: joined, the elements of a screen would be copied.
      for sweep in rects {
        for attributes in layout.elements(in: sweep, orthogonalOffsets: offsets) {
          let key = ElementKey(attributes)
          // Planned already, from what was seen or by an earlier sweep.
          guard plan.placed[key] == nil && plan.entries[key] == nil else { continue }
          let isSectionLevel = view.isSectionLevel(attributes, in: layout)
          guard
            let old = oldFrame(of: attributes, isSectionLevel: isSectionLevel, follower: &follower)
          else {
            // New to the data: it fades in where it lands, unless it is an
            // item still fading out from an earlier change, which comes back
            // from where that ghost is.
            if let index = ghost(showing: attributes, isSectionLevel) {
              let ghost = plan.ghosts[index]
              let travel = Self.distance(ghost.attributes.frame, attributes.frame)
              plan.entries[key] = Transition.Entry(
                from: ghost.attributes.frame,
                fromOpacity: ghost.fromOpacity,
                travel: travel
              )
              revived.insert(index)
            } else {
              plan.entries[key] = Transition.Entry(from: nil, fromOpacity: 0, travel: 0)
            }
            continue
          }
          let travel = Self.distance(old, attributes.frame)
          guard travel > 0 else { continue }
          plan.entries[key] = Transition.Entry(from: old, fromOpacity: 1, travel: travel)
        }
      }
      if !revived.isEmpty {
        plan.ghosts = plan.ghosts.indices.filter { !revived.contains($0) }.map { plan.ghosts[$0] }
      }
    }

    /// Where an element of the new state was in the old layout, whether or
    /// not it was on screen; nil when it is new. `follower` goes from new
    /// index paths to old ones.
    private func oldFrame(
      of attributes: LayoutAttributes,
      isSectionLevel: Bool,
      follower: inout ItemFollower
    ) -> Rect? {
      let path = attributes.indexPath
      let oldPath: IndexPath?
      if path.section == LayoutAttributes.layoutLevelSection {
        // The layout's own: at the same index path before the change.
        oldPath = path
      } else if isSectionLevel {
        oldPath = positions.oldSection(forNew: path.section).map { IndexPath(item: 0, section: $0) }
      } else {
        oldPath = follower.follow(path)
      }
      guard let oldPath else { return nil }
      let kind = attributes.kind
      switch attributes.representedElementCategory {
      case .cell:
        return oldLayout.attributesForItem(at: oldPath, orthogonalOffsets: oldOrthogonalOffsets)?
          .frame
      case .supplementaryView:
        return oldLayout.attributesForSupplementaryElement(ofKind: kind, at: oldPath)?.frame
      case .decorationView:
        return oldLayout.attributesForDecorationElement(ofKind: kind, at: oldPath)?.frame
      }
    }

    /// How far apart two frames are, rows counting double as a row is
    /// about twice as tall as a column is wide.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
      let moved = abs(a.minX - b.minX) + 2 * abs(a.minY - b.minY)
      let resized = abs(a.width - b.width) + 2 * abs(a.height - b.height)
      return moved + resized < 1e-9 ? 0 : moved + resized
    }
  }

  /// Whether a supplementary or decoration belongs to its whole section, or
  /// to the whole layout (in ``CompositionalLayout/LayoutAttributes/layoutLevelSection``),
  /// rather than to one item (as a badge does).
  func isSectionLevel(_ attributes: LayoutAttributes, in layout: SolvedLayout) -> Bool {
    switch attributes.representedElementCategory {
    case .cell: return false
    case .decorationView: return true
    case .supplementaryView:
      return layout.hasBoundarySupplementary(
        ofKind: attributes.kind,
        inSection: attributes.indexPath.section
      )
    }
  }

  /// Where the layout puts the element `key` stands for, with `offsets` for
  /// sideways rows; nil when the layout has no such element.
  func restingAttributes(
    of key: ElementKey,
    in layout: SolvedLayout,
    orthogonalOffsets offsets: [Int: Double]
  ) -> LayoutAttributes? {
    switch key.category {
    case .cell:
      return layout.attributesForItem(at: key.indexPath, orthogonalOffsets: offsets)
    case .supplementaryView:
      return layout.attributesForSupplementaryElement(ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      return layout.attributesForDecorationElement(ofKind: key.kind, at: key.indexPath)
    }
  }
}
