extension CharacterWidth {
  /// What a non-ASCII character is drawn as where only ASCII is safe: the
  /// letter under an accent, the usual typewriter form of punctuation and
  /// arrows, or "?".
  static func asciiStandIn(for scalar: Unicode.Scalar) -> [UInt8] {
    if let letter = latin1Letters[scalar.value] { return [letter] }
    switch scalar.value {
    case 0x2026: return Array("...".utf8)
    case 0x203A, 0x00BB, 0x25B8, 0x25B6, 0x25BA, 0x2192: return [UInt8(ascii: ">")]
    case 0x2039, 0x00AB, 0x25C2, 0x25C0, 0x25C4, 0x2190: return [UInt8(ascii: "<")]
    case 0x25BE, 0x25BC, 0x2193: return [UInt8(ascii: "v")]
    case 0x25B4, 0x25B2, 0x2191: return [UInt8(ascii: "^")]
    case 0x2022, 0x25CF, 0x2605, 0x2736: return [UInt8(ascii: "*")]
    case 0x25CB, 0x2606, 0x25C9: return [UInt8(ascii: "o")]
    case 0x22C6, 0x00B7: return [UInt8(ascii: ".")]
    case 0x2296: return [UInt8(ascii: "-")]
    case 0x2148: return [UInt8(ascii: "i")]
    case 0x2261: return [UInt8(ascii: "=")]
    case 0x2590, 0x2588: return [UInt8(ascii: "#")]
    case 0x2713, 0x2714: return [UInt8(ascii: "v")]
    case 0x2717, 0x2718, 0x00D7: return [UInt8(ascii: "x")]
    case 0x2013, 0x2014, 0x2500, 0x2501: return [UInt8(ascii: "-")]
    case 0x2502, 0x2503: return [UInt8(ascii: "|")]
    case 0x250C, 0x2510, 0x2514, 0x2518, 0x250F, 0x2513, 0x2517, 0x251B, 0x256D...0x2570:
      return [UInt8(ascii: "+")]
    case 0x2018, 0x2019: return [UInt8(ascii: "'")]
    case 0x201C, 0x201D: return [UInt8(ascii: "\"")]
    case 0x00A0: return [UInt8(ascii: " ")]
    default: return [UInt8(ascii: "?")]
    }
  }

  /// Latin-1 letters with accents, by code point, to the letter under them.
  private static let latin1Letters: [UInt32: UInt8] = {
    let groups: [(String, Character)] = [
      ("ÀÁÂÃÄÅ", "A"), ("Ç", "C"), ("ÈÉÊË", "E"), ("ÌÍÎÏ", "I"), ("Ñ", "N"),
      ("ÒÓÔÕÖØ", "O"), ("ÙÚÛÜ", "U"), ("Ý", "Y"), ("àáâãäå", "a"), ("ç", "c"),
      ("èéêë", "e"), ("ìíîï", "i"), ("ñ", "n"), ("òóôõöø", "o"), ("ùúûü", "u"), ("ýÿ", "y"),
    ]
    var table: [UInt32: UInt8] = [:]
    for (accented, letter) in groups {
      for scalar in accented.unicodeScalars { table[scalar.value] = letter.asciiValue! }
    }
    return table
  }()
}
