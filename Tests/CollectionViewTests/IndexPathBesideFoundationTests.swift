import CollectionView
import Foundation
import Testing

/// A file that imports Foundation beside the toolkit, as most Swift files
/// do, means the toolkit's index path by the bare name, as a type too: the
/// engines re-export the type by a scoped import, which Foundation's
/// module-wide one does not outrank.
@Suite struct IndexPathBesideFoundationTests {
  /// As a parameter type, where the name alone decides.
  static func section(of indexPath: IndexPath) -> Int { indexPath.section }

  @Test func theBareNameIsTheToolkitsIndexPath() {
    let path = IndexPath(item: 2, section: 5)
    #expect(Self.section(of: path) == 5)
    let byPath: [IndexPath: String] = [path: "x"]
    #expect(byPath[IndexPath(item: 2, section: 5)] == "x")
    // Foundation is really here.
    #expect(UUID() != UUID())
    #expect(String(describing: type(of: path)) == "IndexPath")
    #expect(path == CollectionCore.IndexPath(item: 2, section: 5))
  }
}
