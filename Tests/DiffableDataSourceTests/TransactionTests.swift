import DiffableDataSource
import Testing

/// A reorder's transaction holds what a backing store needs to follow it.
@Suite struct TransactionTests {
  private func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func aMoveAcrossSectionsChangesTwoSections() throws {
    let initial = snapshot([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
    let final = snapshot([("a", [1, 3]), ("b", [4, 2, 5]), ("c", [6])])
    let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
    #expect(transaction.initialSnapshot == initial && transaction.finalSnapshot == final)
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
    // Each section's difference replays the move on a copy of its items,
    // as the sample's backing store is updated.
    var store = ["a": [1, 2, 3], "b": [4, 5], "c": [6]]
    for sectionTransaction in transaction.sectionTransactions {
      let section = sectionTransaction.sectionIdentifier
      store[section] = try #require(store[section]?.applying(sectionTransaction.difference))
      #expect(sectionTransaction.finalSnapshot.items == final.itemIdentifiers(inSection: section))
      #expect(
        sectionTransaction.initialSnapshot.items == initial.itemIdentifiers(inSection: section)
      )
    }
    #expect(store == ["a": [1, 3], "b": [4, 2, 5], "c": [6]])
    #expect(initial.itemIdentifiers.applying(transaction.difference) == final.itemIdentifiers)
  }

  @Test func aMoveWithinASectionIsThatSectionsOnly() {
    let initial = snapshot([("a", [1, 2, 3]), ("b", [4])])
    let final = snapshot([("a", [2, 3, 1]), ("b", [4])])
    let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
    #expect(transaction.sectionTransactions.count == 1)
    let only = transaction.sectionTransactions.first
    #expect(only?.sectionIdentifier == "a")
    #expect([1, 2, 3].applying(only!.difference) == [2, 3, 1])
  }

  @Test func noChangeHasNoSectionTransactions() {
    let same = snapshot([("a", [1, 2])])
    let transaction = DiffableDataSourceTransaction(initialSnapshot: same, finalSnapshot: same)
    #expect(transaction.sectionTransactions.isEmpty && transaction.difference.isEmpty)
  }
}
