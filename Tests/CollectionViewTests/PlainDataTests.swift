import Testing

@testable import CollectionView

/// What a frame handles by the thousand is plain data, copied as bytes
/// without reference counting: the elements it places and the keys it
/// finds their plans by.
@Suite struct PlainDataTests {
  @Test func placedElementsAndTheirKeysArePlainData() {
    #expect(_isPOD(PlacedElement.self))
    #expect(_isPOD(ElementKey.self))
  }
}
