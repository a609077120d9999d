import CollectionView
import Testing

@Suite struct SearchFoldingTests {
  /// Folding a name onto bytes is folding it as a string, ASCII or not.
  @Test func appendingFoldedBytesIsFolding() {
    for name in ["Mount Everest", "K2", "HUASCARÁN", "Ñuñoa Ålesund Ærø", "e\u{301}", ""] {
      var bytes: [UInt8] = [0x2A]
      SearchFolding.appendFolded(name, to: &bytes)
      #expect(bytes == [0x2A] + Array(SearchFolding.fold(name).utf8), "\(name)")
    }
  }

  @Test func foldingDropsDiacriticsAndCase() {
    #expect(SearchFolding.fold("Ñuñoa Ålesund Ærø") == "nunoa alesund ærø")
    #expect(SearchFolding.fold("Phan Xi Păng ẤN Đ") == "phan xi pang an đ")
    #expect(SearchFolding.fold("e\u{301}e\u{300}\u{302}") == "ee")
    let name = "Huascarán Sur"
    for filter in ["ARAN s", "ara\u{301}n s", "arán s"] {
      let range = SearchFolding.Pattern(filter).range(in: name).map { String(name[$0]) }
      #expect(range == "arán S", "\(filter)")
    }
    #expect(SearchFolding.Pattern("").range(in: name) == nil)
    #expect(SearchFolding.Pattern("everest").range(in: name) == nil)
  }
}
