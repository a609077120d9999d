/// Text as Mountains Search compares it: lowercase and without diacritics,
/// the same for every canonically equivalent spelling, so "huascaran",
/// "HUASCARÁN" and a decomposed "Huascara\u{301}n" all find Huascarán.
///
/// Marks written as their own scalars (a decomposed "á" is "a" and U+0301)
/// are dropped by their general category; precomposed Latin letters take
/// their base letter from a table of the Unicode canonical decompositions
/// (Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional),
/// as the standard library does not expose normalisation; letters outside
/// them are kept and only lowercased.
enum SearchFolding {
  /// The folded form of `text`.
  static func fold(_ text: some StringProtocol) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
      folded.append(baseLetters[scalar] ?? scalar)
    }
    return String(folded).lowercased()
  }

  /// The folded form of each character of `text`, in order: where a match
  /// in the folded text falls in the original.
  static func foldedCharacters(of text: String) -> [String] {
    text.map { fold(String($0)) }
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
