import DiffableDataSource
import PropertyBased
import Testing

/// A run of snapshot edits drawn from a pool of identifiers, small enough
/// that deleted items and sections often come back (into the same section or
/// another), as a section refilled in a new order does on every step of the
/// insertion sort.
struct EditRun: Sendable, CustomStringConvertible {
  enum Edit: Sendable, CustomStringConvertible {
    case appendSection(Int)
    case insertSection(Int, before: Int)
    case deleteSection(Int)
    case moveSection(Int, after: Int)
    case append([Int], toSection: Int)
    case insert([Int], before: Int)
    case insertAfter([Int], after: Int)
    case delete([Int])
    case refill(section: Int, order: [Int])
    case move(Int, after: Int)
    case moveBefore(Int, before: Int)

    var description: String {
      switch self {
      case .appendSection(let section): "appendSections([\(section)])"
      case .insertSection(let section, let anchor):
        "insertSections([\(section)], beforeSection: \(anchor))"
      case .deleteSection(let section): "deleteSections([\(section)])"
      case .moveSection(let section, let anchor): "moveSection(\(section), afterSection: \(anchor))"
      case .append(let items, let section): "appendItems(\(items), toSection: \(section))"
      case .insert(let items, let anchor): "insertItems(\(items), beforeItem: \(anchor))"
      case .insertAfter(let items, let anchor): "insertItems(\(items), afterItem: \(anchor))"
      case .delete(let items): "deleteItems(\(items))"
      case .refill(let section, let order): "refill \(section) as \(order)"
      case .move(let item, let anchor): "moveItem(\(item), afterItem: \(anchor))"
      case .moveBefore(let item, let anchor): "moveItem(\(item), beforeItem: \(anchor))"
      }
    }
  }

  var edits: [Edit]
  /// The identifiers the edits draw from.
  var itemPool: Range<Int>

  var description: String { edits.map(\.description).joined(separator: "\n") }

  /// Runs of up to 60 edits on 30 items in up to 5 sections.
  static let generator = generator(items: 0..<30, sections: 0..<5, edits: 1...60)

  /// Valid edits only: each is drawn against a model of the state so far.
  /// Edits of one item (inserting, deleting, moving or appending it) come
  /// as often as all the others together when `favouringSingleEdits`.
  static func generator(
    items itemPool: Range<Int>,
    sections sectionPool: Range<Int>,
    edits editCount: ClosedRange<Int>,
    favouringSingleEdits: Bool = false
  ) -> Generator<EditRun, Shrink.None<EditRun>> {
    Generator(run: { random in
      var random = random
      var model: [(section: Int, items: [Int])] = []
      var edits: [Edit] = []
      let batch = max(4, itemPool.count / 8)
      for _ in 0..<Int.random(in: editCount, using: &random) {
        let present = model.flatMap(\.items)
        let presentSet = Set(present)
        let absent = itemPool.filter { !presentSet.contains($0) }.shuffled(using: &random)
        let sections = model.map(\.section)
        let unusedSection = sectionPool.filter { !sections.contains($0) }.randomElement(
          using: &random
        )
        let kind =
          favouringSingleEdits && Bool.random(using: &random)
          ? [6, 7, 8, 10, 11, 12].randomElement(using: &random)!
          : Int.random(in: 0..<12, using: &random)
        let edit: Edit?
        switch kind {
        case 0:
          edit = unusedSection.map(Edit.appendSection)
        case 1:
          edit = sections.randomElement(using: &random).flatMap { anchor in
            unusedSection.map { .insertSection($0, before: anchor) }
          }
        case 2:
          edit = sections.randomElement(using: &random).map(Edit.deleteSection)
        case 3:
          let pair = sections.shuffled(using: &random).prefix(2)
          edit = pair.count == 2 ? .moveSection(pair.first!, after: pair.last!) : nil
        case 4:
          edit = sections.randomElement(using: &random).map {
            .append(Array(absent.prefix(Int.random(in: 0...batch, using: &random))), toSection: $0)
          }
        case 5:
          // Present and absent identifiers, some twice.
          edit = .delete(
            (0..<Int.random(in: 0...(2 * batch), using: &random)).map { _ in
              itemPool.randomElement(using: &random)!
            }
          )
        case 6:
          edit = present.randomElement(using: &random).map {
            .insert(Array(absent.prefix(Int.random(in: 1...3, using: &random))), before: $0)
          }
        case 7:
          edit = present.randomElement(using: &random).map {
            .insertAfter(Array(absent.prefix(Int.random(in: 1...3, using: &random))), after: $0)
          }
        case 8:
          edit = present.randomElement(using: &random).map { .delete([$0]) }
        case 9:
          edit = model.randomElement(using: &random).map {
            .refill(section: $0.section, order: $0.items.shuffled(using: &random))
          }
        case 10:
          let items = Array(present.shuffled(using: &random).prefix(2))
          edit = items.count == 2 ? .move(items[0], after: items[1]) : nil
        case 12:
          edit = sections.randomElement(using: &random).map {
            .append(Array(absent.prefix(1)), toSection: $0)
          }
        default:
          let items = Array(present.shuffled(using: &random).prefix(2))
          edit = items.count == 2 ? .moveBefore(items[0], before: items[1]) : nil
        }
        guard let edit else { continue }
        apply(edit, to: &model)
        edits.append(edit)
      }
      return EditRun(edits: edits, itemPool: itemPool)
    })
  }

  /// The edit on the model: sections and their items as plain arrays.
  static func apply(_ edit: Edit, to model: inout [(section: Int, items: [Int])]) {
    func place(of item: Int) -> (section: Int, item: Int)? {
      for (sectionIndex, entry) in model.enumerated() {
        if let index = entry.items.firstIndex(of: item) { return (sectionIndex, index) }
      }
      return nil
    }
    func index(of section: Int) -> Int { model.firstIndex { $0.section == section }! }
    switch edit {
    case .appendSection(let section):
      model.append((section, []))
    case .insertSection(let section, let anchor):
      model.insert((section, []), at: index(of: anchor))
    case .deleteSection(let section):
      model.removeAll { $0.section == section }
    case .moveSection(let section, let anchor):
      let entry = model.remove(at: index(of: section))
      model.insert(entry, at: index(of: anchor) + 1)
    case .append(let items, let section):
      model[index(of: section)].items += items
    case .insert(let items, let anchor):
      let at = place(of: anchor)!
      model[at.section].items.insert(contentsOf: items, at: at.item)
    case .insertAfter(let items, let anchor):
      let at = place(of: anchor)!
      model[at.section].items.insert(contentsOf: items, at: at.item + 1)
    case .delete(let items):
      for index in model.indices { model[index].items.removeAll(where: items.contains) }
    case .refill(let section, let order):
      model[index(of: section)].items = order
    case .move(let item, let anchor):
      let from = place(of: item)!
      model[from.section].items.remove(at: from.item)
      let to = place(of: anchor)!
      model[to.section].items.insert(item, at: to.item + 1)
    case .moveBefore(let item, let anchor):
      let from = place(of: item)!
      model[from.section].items.remove(at: from.item)
      let to = place(of: anchor)!
      model[to.section].items.insert(item, at: to.item)
    }
  }

  /// The same edit through the snapshot API, each item `n` as `identifier(n)`.
  static func apply<Item: Hashable & Sendable>(
    _ edit: Edit,
    to snapshot: inout DiffableDataSourceSnapshot<Int, Item>,
    _ identifier: (Int) -> Item
  ) {
    switch edit {
    case .appendSection(let section): snapshot.appendSections([section])
    case .insertSection(let section, let anchor):
      snapshot.insertSections([section], beforeSection: anchor)
    case .deleteSection(let section): snapshot.deleteSections([section])
    case .moveSection(let section, let anchor): snapshot.moveSection(section, afterSection: anchor)
    case .append(let items, let section):
      snapshot.appendItems(items.map(identifier), toSection: section)
    case .insert(let items, let anchor):
      snapshot.insertItems(items.map(identifier), beforeItem: identifier(anchor))
    case .insertAfter(let items, let anchor):
      snapshot.insertItems(items.map(identifier), afterItem: identifier(anchor))
    case .delete(let items): snapshot.deleteItems(items.map(identifier))
    case .refill(let section, let order):
      snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
      snapshot.appendItems(order.map(identifier), toSection: section)
    case .move(let item, let anchor):
      snapshot.moveItem(identifier(item), afterItem: identifier(anchor))
    case .moveBefore(let item, let anchor):
      snapshot.moveItem(identifier(item), beforeItem: identifier(anchor))
    }
  }

  /// Applies the run to a model and to a snapshot whose items are
  /// `identifier(n)`, and checks after every edit that every query answers
  /// as the model does, for identifiers present, deleted and never used
  /// alike, and that the difference from the state before replays to this one.
  func check<Item: Hashable & Sendable>(
    _ identifier: (Int) -> Item,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var model: [(section: Int, items: [Int])] = []
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    for edit in edits {
      let before = snapshot
      EditRun.apply(edit, to: &model)
      EditRun.apply(edit, to: &snapshot, identifier)
      let expected = Structure<Int, Item>(
        model.map { (section: $0.section, items: $0.items.map(identifier)) }
      )
      #expect(Structure(snapshot) == expected, "after \(edit)", sourceLocation: sourceLocation)
      #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count })
      let all = model.flatMap(\.items)
      #expect(snapshot.itemIdentifiers == all.map(identifier))
      for item in itemPool {
        let sectionIndex = model.firstIndex { $0.items.contains(item) }
        #expect(
          snapshot.sectionIdentifier(containingItem: identifier(item))
            == sectionIndex.map { model[$0].section },
          "section of \(item) after \(edit)",
          sourceLocation: sourceLocation
        )
        #expect(snapshot.indexOfItem(identifier(item)) == all.firstIndex(of: item))
        #expect(
          snapshot.indexPath(for: identifier(item))
            == sectionIndex.map {
              IndexPath(item: model[$0].items.firstIndex(of: item)!, section: $0)
            }
        )
      }
      #expect(
        replay(snapshot.difference(from: before), from: before, to: snapshot)
          == Structure(snapshot),
        sourceLocation: sourceLocation
      )
    }
  }
}

/// An identifier whose hash values take only three values, so that all of
/// them share fragments and the snapshot's indexes must tell them apart by
/// probing on, entry after entry.
struct Colliding: Hashable, Sendable, CustomStringConvertible {
  var value: Int

  func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }

  var description: String { "#\(value)" }
}

/// The snapshot against a model of plain arrays.
@Suite("Snapshot against a model")
struct SnapshotModelTests {
  @Test func everyQueryMatchesTheModelAfterEveryEdit() async {
    await propertyCheck(count: 1_000, input: EditRun.generator) { run in run.check { $0 } }
  }

  /// Single edits, one after another in larger sections, and sections that
  /// come, go and move among many: the indexes' positions shift, tables
  /// grow and shrink, and the index of item sections fills with stale
  /// entries and is swept.
  @Test func singleEditsAndManySections() async {
    let generator = EditRun.generator(
      items: 0..<300,
      sections: 0..<40,
      edits: 1...100,
      favouringSingleEdits: true
    )
    await propertyCheck(count: 20, input: generator) { run in run.check { $0 } }
  }

  /// Every identifier shares its hash value with a third of the others.
  @Test func collidingIdentifiers() async {
    let generator = EditRun.generator(items: 0..<60, sections: 0..<4, edits: 1...80)
    await propertyCheck(count: 200, input: generator) { run in run.check(Colliding.init) }
  }

  @Test func anItemDeletedAndAppendedTwiceInOneCallTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["a", "b"])
      snapshot.deleteItems(["a", "b"])
      snapshot.appendItems(["b", "a", "b"])
    }
    #expect(
      standardError(result).contains(
        "Supplied item identifiers are not unique. Duplicate identifiers: [b]"
      )
    )
  }

  @Test func anItemAlreadyInTheOnlySectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["a", "b"])
      snapshot.appendItems(["c", "a"])
    }
    #expect(standardError(result).contains("Duplicate identifiers: [a]"))
  }

  @Test func aDeletedItemCannotBeReloaded() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["a", "b"])
      snapshot.deleteItems(["a"])
      snapshot.reloadItems(["a"])
    }
    #expect(
      standardError(result).contains(
        "Attempted to reload item identifiers that do not exist in the snapshot: [a]"
      )
    )
  }
}
