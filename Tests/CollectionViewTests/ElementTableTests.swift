import CompositionalLayout
import PropertyBased
import Testing

@testable import CollectionView

@Suite struct ElementTableTests {
  /// The table answers as a dictionary of the same settings would, in
  /// whatever order the cells are set: items in the first room and far
  /// beyond it, set, replaced and cleared, in one section or several.
  @Test func itAnswersAsADictionaryWould() async {
    let setting = zip(Gen.int(in: 0...2), Gen.int(in: 0...300), Gen.int(in: -1...5))
    await propertyCheck(count: 2_000, input: setting.array(of: 0...40)) { settings in
      var table = ElementTable<Int>()
      var model: [IndexPath: Int] = [:]
      for (section, item, value) in settings {
        let path = IndexPath(item: item, section: section)
        let newValue = value < 0 ? nil : value
        table[ElementKey(category: .cell, kind: .none, indexPath: path)] = newValue
        model[path] = newValue
      }
      for section in 0...2 {
        for item in 0...300 {
          let path = IndexPath(item: item, section: section)
          #expect(table[ElementKey(category: .cell, kind: .none, indexPath: path)] == model[path])
        }
      }
      #expect(table.count == model.count)
      var visited: [IndexPath: Int] = [:]
      table.forEach { key, value in visited[key.indexPath] = value }
      #expect(visited == model)
    }
  }

  /// A section whose first cell set is not its first item, then one
  /// before it: the earlier one is kept too.
  @Test func aCellBeforeTheFirstSetIsKept() {
    var table = ElementTable<Int>()
    let key = { (item: Int) in
      ElementKey(category: .cell, kind: .none, indexPath: IndexPath(item: item, section: 0))
    }
    table[key(40)] = 1
    table[key(3)] = 2
    table[key(500)] = 3
    table[key(200)] = 4
    #expect([3, 40, 200, 500].map { table[key($0)] } == [2, 1, 4, 3])
    #expect(table[key(0)] == nil && table[key(41)] == nil && table.count == 4)
  }

  /// Cells set from the bottom of a section up, as a plan sets the cells
  /// of a change in the order they travel: the run grows downwards,
  /// doubling, not by a doubling for every cell (which ran out of memory
  /// within forty cells).
  @Test func cellsSetFromTheBottomUpAreKept() {
    var table = ElementTable<Int>()
    let key = { (item: Int) in
      ElementKey(category: .cell, kind: .none, indexPath: IndexPath(item: item, section: 0))
    }
    for item in stride(from: 1_000, through: 800, by: -1) { table[key(item)] = item }
    #expect((800...1_000).allSatisfy { table[key($0)] == $0 })
    #expect(table[key(799)] == nil && table[key(1_001)] == nil && table.count == 201)
  }
}
