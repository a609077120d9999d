import Testing

@testable import CompositionalLayout

/// Layout attributes hold their element kind as a number, so that they are
/// plain data; they still read, compare and hash as by the kind's name.
@Suite struct InternedElementKindTests {
  @Test func attributesAreCopiedAsPlainData() {
    #expect(_isPOD(LayoutAttributes.self))
  }

  @Test func theKindReadsBackAsNamed() {
    var attributes = LayoutAttributes(
      category: .supplementaryView,
      elementKind: "interned-kind-test-badge",
      indexPath: IndexPath(item: 0, section: 0),
      frame: Rect(x: 0, y: 0, width: 1, height: 1),
      zIndex: 1
    )
    #expect(attributes.representedElementKind == "interned-kind-test-badge")
    attributes.representedElementKind = "interned-kind-test-header"
    #expect(attributes.representedElementKind == "interned-kind-test-header")
    attributes.representedElementKind = nil
    #expect(attributes.representedElementKind == nil)
    #expect(attributes.kind == .none)
  }

  @Test func attributesOfOneKindAreEqualAndHashAlike() {
    func badge(_ kind: String) -> LayoutAttributes {
      LayoutAttributes(
        category: .supplementaryView,
        // A new string each time, not one shared instance.
        elementKind: String(kind.reversed().reversed()),
        indexPath: IndexPath(item: 2, section: 1),
        frame: Rect(x: 1, y: 2, width: 3, height: 4),
        zIndex: 1
      )
    }
    #expect(badge("interned-kind-test-a") == badge("interned-kind-test-a"))
    #expect(badge("interned-kind-test-a").hashValue == badge("interned-kind-test-a").hashValue)
    #expect(badge("interned-kind-test-a") != badge("interned-kind-test-b"))
    #expect(Set([badge("interned-kind-test-a"), badge("interned-kind-test-a")]).count == 1)
  }

  /// A query for a kind no layout has named finds nothing, and does not
  /// add the kind to the table.
  @Test func aQueryForAKindNeverNamedFindsNothing() {
    let solved = SupplementaryLayoutTests.badges()
      .solve(containerSize: terminal80x24, itemCounts: [10])
    let kind = "interned-kind-test-never-named"
    let path = IndexPath(item: 0, section: 0)
    #expect(solved.attributesForSupplementaryElement(ofKind: kind, at: path) == nil)
    #expect(solved.attributesForDecorationElement(ofKind: kind, at: path) == nil)
    #expect(!solved.hasBoundarySupplementary(ofKind: kind, inSection: 0))
    #expect(InternedElementKind.named(kind) == nil)
    #expect(solved.attributesForSupplementaryElement(ofKind: "badge", at: path) != nil)
  }
}
