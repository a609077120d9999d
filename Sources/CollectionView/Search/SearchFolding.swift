/// Text as a search compares it (a list filtered as the user types, a
/// command palette): lowercase and without diacritics,
/// the same for every canonically equivalent spelling, so "huascaran",
/// "HUASCARÁN" and a decomposed "Huascara\u{301}n" all find Huascarán.
///
/// Marks written as their own scalars (a decomposed "á" is "a" and U+0301)
/// are dropped by their general category; precomposed Latin letters take
/// their base letter from a table of the Unicode canonical decompositions
/// (Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional),
/// as the standard library does not expose normalisation; letters outside
/// them are kept and only lowercased.
public enum SearchFolding {
  /// The folded form of `text`.
  public static func fold(_ text: some StringProtocol) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
      folded.append(baseLetters[scalar] ?? scalar)
    }
    return String(folded).lowercased()
  }

  /// Appends the folded form of `text` to `folded` as UTF-8: what a search
  /// over many names keeps, back to back.
  ///
  /// Most names are ASCII, where folding is lowercasing: a byte at a time,
  /// without looking up any scalar's properties (a million names fold in
  /// milliseconds, where folding each as a string took a second).
  public static func appendFolded(_ text: String, to folded: inout [UInt8]) {
    var text = text
    let isASCII = text.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      for byte in bytes { folded.append(foldedASCII(byte)) }
      return true
    }
    if !isASCII { folded.append(contentsOf: fold(text).utf8) }
  }

  /// An ASCII byte folded: lowercase.
  static func foldedASCII(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// A filter folded once, to find in many names (the visible results of
  /// every frame).
  public struct Pattern: Sendable {
    /// The folded filter's UTF-8 bytes.
    public let needle: [UInt8]

    /// `filter`, folded.
    public init(_ filter: String) {
      needle = Array(SearchFolding.fold(filter).utf8)
    }

    /// The characters of `text` that the first match covers, as the two
    /// compare folded; nil for an empty filter or no match.
    public func range(in text: String) -> Range<String.Index>? {
      guard !needle.isEmpty else { return nil }
      // Most names are ASCII: a byte is a character, and folding lowercases,
      // here as the search reads each byte.
      let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return (isASCII: false, start: Int?.none) }
        let folded = bytes.lazy.map(SearchFolding.foldedASCII)
        return (isASCII: true, start: firstOffset(in: folded))
      }
      if let ascii, ascii.isASCII {
        guard let start = ascii.start else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: start)
        return lower..<text.utf8.index(lower, offsetBy: needle.count)
      }
      var folded: [UInt8] = []
      folded.reserveCapacity(text.utf8.count)
      // Where each character's folded form starts.
      var starts: [(offset: Int, index: String.Index)] = []
      for index in text.indices {
        starts.append((folded.count, index))
        folded.append(contentsOf: SearchFolding.fold(text[index...index]).utf8)
      }
      guard let start = firstOffset(in: folded) else { return nil }
      let end = start + needle.count
      let first = starts.last { $0.offset <= start }!.index
      let last = starts.last { $0.offset < end }!.index
      return first..<text.index(after: last)
    }

    /// Where the folded filter first occurs in `folded` (folded bytes),
    /// as an index of it; nil for an empty filter or none.
    ///
    /// Inlinable, as a search calls it for every name: specialised for the
    /// caller's bytes, it looks no type up at run time.
    @inlinable
    public func firstOffset<Bytes: RandomAccessCollection<UInt8>>(in folded: Bytes) -> Bytes.Index?
    {
      guard let first = needle.first, needle.count <= folded.count else { return nil }
      let last = folded.index(folded.endIndex, offsetBy: -needle.count)
      var position = folded.startIndex
      while position <= last {
        if folded[position] == first
          && needle.indices.dropFirst().allSatisfy({
            folded[folded.index(position, offsetBy: $0)] == needle[$0]
          })
        {
          return position
        }
        folded.formIndex(after: &position)
      }
      return nil
    }
  }

  /// Each precomposed Latin letter and the letter its canonical
  /// decomposition starts with (Unicode 14.0).
  private static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
    let scalars = Array(pairs.unicodeScalars)
    return Dictionary(
      uniqueKeysWithValues: stride(from: 0, to: scalars.count, by: 2).map {
        (scalars[$0], scalars[$0 + 1])
      }
    )
  }()

  /// Pairs of a precomposed letter and its base letter, back to back.
  private static let pairs = """
    ÀAÁAÂAÃAÄAÅAÇCÈEÉEÊEËEÌIÍIÎIÏIÑNÒOÓOÔOÕOÖOÙUÚUÛUÜUÝYàaáaâaãaäaåaçcèeéeêe\
    ëeìiíiîiïiñnòoóoôoõoöoùuúuûuüuýyÿyĀAāaĂAăaĄAąaĆCćcĈCĉcĊCċcČCčcĎDďdĒEēeĔE\
    ĕeĖEėeĘEęeĚEěeĜGĝgĞGğgĠGġgĢGģgĤHĥhĨIĩiĪIīiĬIĭiĮIįiİIĴJĵjĶKķkĹLĺlĻLļlĽLľl\
    ŃNńnŅNņnŇNňnŌOōoŎOŏoŐOőoŔRŕrŖRŗrŘRřrŚSśsŜSŝsŞSşsŠSšsŢTţtŤTťtŨUũuŪUūuŬUŭu\
    ŮUůuŰUűuŲUųuŴWŵwŶYŷyŸYŹZźzŻZżzŽZžzƠOơoƯUưuǍAǎaǏIǐiǑOǒoǓUǔuǕUǖuǗUǘuǙUǚuǛU\
    ǜuǞAǟaǠAǡaǦGǧgǨKǩkǪOǫoǬOǭoǰjǴGǵgǸNǹnǺAǻaȀAȁaȂAȃaȄEȅeȆEȇeȈIȉiȊIȋiȌOȍoȎOȏo\
    ȐRȑrȒRȓrȔUȕuȖUȗuȘSșsȚTțtȞHȟhȦAȧaȨEȩeȪOȫoȬOȭoȮOȯoȰOȱoȲYȳyḀAḁaḂBḃbḄBḅbḆBḇb\
    ḈCḉcḊDḋdḌDḍdḎDḏdḐDḑdḒDḓdḔEḕeḖEḗeḘEḙeḚEḛeḜEḝeḞFḟfḠGḡgḢHḣhḤHḥhḦHḧhḨHḩhḪHḫh\
    ḬIḭiḮIḯiḰKḱkḲKḳkḴKḵkḶLḷlḸLḹlḺLḻlḼLḽlḾMḿmṀMṁmṂMṃmṄNṅnṆNṇnṈNṉnṊNṋnṌOṍoṎOṏo\
    ṐOṑoṒOṓoṔPṕpṖPṗpṘRṙrṚRṛrṜRṝrṞRṟrṠSṡsṢSṣsṤSṥsṦSṧsṨSṩsṪTṫtṬTṭtṮTṯtṰTṱtṲUṳu\
    ṴUṵuṶUṷuṸUṹuṺUṻuṼVṽvṾVṿvẀWẁwẂWẃwẄWẅwẆWẇwẈWẉwẊXẋxẌXẍxẎYẏyẐZẑzẒZẓzẔZẕzẖhẗt\
    ẘwẙyẠAạaẢAảaẤAấaẦAầaẨAẩaẪAẫaẬAậaẮAắaẰAằaẲAẳaẴAẵaẶAặaẸEẹeẺEẻeẼEẽeẾEếeỀEềe\
    ỂEểeỄEễeỆEệeỈIỉiỊIịiỌOọoỎOỏoỐOốoỒOồoỔOổoỖOỗoỘOộoỚOớoỜOờoỞOởoỠOỡoỢOợoỤUụu\
    ỦUủuỨUứuỪUừuỬUửuỮUữuỰUựuỲYỳyỴYỵyỶYỷyỸYỹy
    """
}
