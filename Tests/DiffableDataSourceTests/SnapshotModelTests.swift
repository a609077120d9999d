import DiffableDataSource
import PropertyBased
import Testing

/// A run of snapshot edits drawn from a small pool of identifiers, so that
/// deleted items and sections often come back (into the same section or
/// another), as a section refilled in a new order does on every step of the
/// insertion sort.
struct EditRun: Sendable, CustomStringConvertible {
  enum Edit: Sendable, CustomStringConvertible {
    case appendSection(Int)
    case deleteSection(Int)
    case append([Int], toSection: Int)
    case insert([Int], before: Int)
    case delete([Int])
    case refill(section: Int, order: [Int])
    case move(Int, after: Int)

    var description: String {
      switch self {
      case .appendSection(let section): "appendSections([\(section)])"
      case .deleteSection(let section): "deleteSections([\(section)])"
      case .append(let items, let section): "appendItems(\(items), toSection: \(section))"
      case .insert(let items, let anchor): "insertItems(\(items), beforeItem: \(anchor))"
      case .delete(let items): "deleteItems(\(items))"
      case .refill(let section, let order): "refill \(section) as \(order)"
      case .move(let item, let anchor): "moveItem(\(item), afterItem: \(anchor))"
      }
    }
  }

  var edits: [Edit]

  var description: String { edits.map(\.description).joined(separator: "\n") }

  static let itemPool = 0..<30
  static let sectionPool = 0..<5

  /// Valid edits only: each is drawn against a model of the state so far.
  static let generator = Generator(run: { random in
    var random = random
    var model: [(section: Int, items: [Int])] = []
    var edits: [Edit] = []
    for _ in 0..<Int.random(in: 1...60, using: &random) {
      let present = Set(model.flatMap(\.items))
      let absent = itemPool.filter { !present.contains($0) }.shuffled(using: &random)
      let sections = model.map(\.section)
      let edit: Edit?
      switch Int.random(in: 0..<7, using: &random) {
      case 0:
        edit = sectionPool.first { !sections.contains($0) }.map(Edit.appendSection)
      case 1:
        edit = sections.randomElement(using: &random).map(Edit.deleteSection)
      case 2:
        edit = sections.randomElement(using: &random).map {
          .append(Array(absent.prefix(Int.random(in: 0...4, using: &random))), toSection: $0)
        }
      case 3:
        edit = present.randomElement(using: &random).map {
          .insert(Array(absent.prefix(Int.random(in: 1...3, using: &random))), before: $0)
        }
      case 4:
        // Present and absent identifiers, some twice.
        edit = .delete(
          (0..<Int.random(in: 0...8, using: &random)).map { _ in
            itemPool.randomElement(using: &random)!
          }
        )
      case 5:
        edit = model.randomElement(using: &random).map {
          .refill(section: $0.section, order: $0.items.shuffled(using: &random))
        }
      default:
        let items = Array(present.shuffled(using: &random).prefix(2))
        edit = items.count == 2 ? .move(items[0], after: items[1]) : nil
      }
      guard let edit else { continue }
      apply(edit, to: &model)
      edits.append(edit)
    }
    return EditRun(edits: edits)
  })

  /// The edit on the model: sections and their items as plain arrays.
  static func apply(_ edit: Edit, to model: inout [(section: Int, items: [Int])]) {
    func place(of item: Int) -> (section: Int, item: Int)? {
      for (sectionIndex, entry) in model.enumerated() {
        if let index = entry.items.firstIndex(of: item) { return (sectionIndex, index) }
      }
      return nil
    }
    switch edit {
    case .appendSection(let section):
      model.append((section, []))
    case .deleteSection(let section):
      model.removeAll { $0.section == section }
    case .append(let items, let section):
      model[model.firstIndex { $0.section == section }!].items += items
    case .insert(let items, let anchor):
      let at = place(of: anchor)!
      model[at.section].items.insert(contentsOf: items, at: at.item)
    case .delete(let items):
      for index in model.indices { model[index].items.removeAll(where: items.contains) }
    case .refill(let section, let order):
      model[model.firstIndex { $0.section == section }!].items = order
    case .move(let item, let anchor):
      let from = place(of: item)!
      model[from.section].items.remove(at: from.item)
      let to = place(of: anchor)!
      model[to.section].items.insert(item, at: to.item + 1)
    }
  }

  /// The same edit through the snapshot API.
  static func apply(_ edit: Edit, to snapshot: inout DiffableDataSourceSnapshot<Int, Int>) {
    switch edit {
    case .appendSection(let section): snapshot.appendSections([section])
    case .deleteSection(let section): snapshot.deleteSections([section])
    case .append(let items, let section): snapshot.appendItems(items, toSection: section)
    case .insert(let items, let anchor): snapshot.insertItems(items, beforeItem: anchor)
    case .delete(let items): snapshot.deleteItems(items)
    case .refill(let section, let order):
      snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
      snapshot.appendItems(order, toSection: section)
    case .move(let item, let anchor): snapshot.moveItem(item, afterItem: anchor)
    }
  }
}

/// The snapshot against a model of plain arrays: after every edit, every
/// query answers as the model does, for identifiers present, deleted and
/// never used alike.
@Suite("Snapshot against a model")
struct SnapshotModelTests {
  @Test func everyQueryMatchesTheModelAfterEveryEdit() async {
    await propertyCheck(count: 1_000, input: EditRun.generator) { run in
      var model: [(section: Int, items: [Int])] = []
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      for edit in run.edits {
        let before = snapshot
        EditRun.apply(edit, to: &model)
        EditRun.apply(edit, to: &snapshot)
        #expect(Structure(snapshot) == Structure(model), "after \(edit)")
        #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count })
        let all = model.flatMap(\.items)
        #expect(snapshot.itemIdentifiers == all)
        for item in EditRun.itemPool {
          let sectionIndex = model.firstIndex { $0.items.contains(item) }
          #expect(
            snapshot.sectionIdentifier(containingItem: item)
              == sectionIndex.map { model[$0].section }
          )
          #expect(snapshot.indexOfItem(item) == all.firstIndex(of: item))
          #expect(
            snapshot.indexPath(for: item)
              == sectionIndex.map {
                IndexPath(item: model[$0].items.firstIndex(of: item)!, section: $0)
              }
          )
        }
        // The difference from the state before replays to this one.
        #expect(
          replay(snapshot.difference(from: before), from: before, to: snapshot)
            == Structure(snapshot)
        )
      }
    }
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
