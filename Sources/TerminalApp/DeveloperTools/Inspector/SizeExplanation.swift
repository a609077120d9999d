import CompositionalLayout

/// A `LayoutSize`'s dimension translated into terminal cells, as the
/// inspector's panel says it after the dimension's code: `of 80 columns =
/// 16 columns` for `.fractionalWidth(0.2)`. Widths are columns and heights rows; a fraction of the other
/// axis is converted by the cell aspect ratio, as the engine converts it.
enum SizeExplanation {
  enum Side {
    case width
    case height

    /// The unit of `length` cells along this side.
    func unit(_ length: Double) -> String {
      let singular = abs(length - 1) < 0.005
      return self == .width ? (singular ? "column" : "columns") : (singular ? "row" : "rows")
    }
  }

  /// How `dimension` gave the length along `side` of a box `box` long,
  /// out of `container`, with `aspectRatio` rows to a column's height:
  /// "of 80 columns = 16 columns" for `.fractionalWidth(0.2)`. Where the
  /// box differs from what the dimension asked, it says so: snapped to
  /// whole cells ("= 19.8 → 19 columns"), or overruled by a group of
  /// `count` equal subitems ("= 4.5 rows, but the group's count of 2
  /// makes it 7 rows").
  static func explain(
    _ dimension: LayoutDimension,
    side: Side,
    container: Size,
    aspectRatio: Double,
    box: Double,
    sharedBy count: Int? = nil
  ) -> String {
    let asked = asked(dimension, side: side, container: container, aspectRatio: aspectRatio)
    let differs = abs(asked - box) >= 0.005
    // No-break spaces hold "→ 15 columns" on one line of the panel: a
    // number is never left on one line and its unit on the next.
    let result =
      !differs
      ? "\(number(asked))\u{A0}\(side.unit(asked))"
      : count.map {
        "\(number(asked))\u{A0}\(side.unit(asked)), but the group's count of \($0) makes it \(number(box))\u{A0}\(side.unit(box))"
      } ?? "\(number(asked))\u{A0}→\u{A0}\(number(box))\u{A0}\(side.unit(box))"
    switch dimension {
    case .fractionalWidth(let fraction):
      let of = "of \(number(container.width)) \(Side.width.unit(container.width)) ="
      return side == .width
        ? "\(of) \(result)"
        : "\(of) \(number(fraction * container.width)) ÷ \(number(aspectRatio)) = \(result)"
    case .fractionalHeight(let fraction):
      let of = "of \(number(container.height)) \(Side.height.unit(container.height)) ="
      return side == .height
        ? "\(of) \(result)"
        : "\(of) \(number(fraction * container.height)) × \(number(aspectRatio)) = \(result)"
    case .absolute:
      return "= \(result)"
    case .estimated:
      return "measured: \(number(box)) \(side.unit(box))"
    case .uniformAcrossSiblings:
      return "the largest sibling's: \(number(box)) \(side.unit(box))"
    }
  }

  /// The length `dimension` asks for along `side`, before the content,
  /// a count or the pixel grid has a say.
  static func asked(
    _ dimension: LayoutDimension,
    side: Side,
    container: Size,
    aspectRatio: Double
  ) -> Double {
    switch dimension {
    case .fractionalWidth(let fraction):
      fraction * container.width / (side == .width ? 1 : aspectRatio)
    case .fractionalHeight(let fraction):
      fraction * container.height * (side == .height ? 1 : aspectRatio)
    case .absolute(let length), .estimated(let length), .uniformAcrossSiblings(let length):
      length
    }
  }

  /// A length as the panel prints it: whole numbers bare, others to two
  /// decimals at most.
  static func number(_ value: Double) -> String {
    let hundredths = Int((abs(value) * 100).rounded())
    let sign = value < 0 && hundredths > 0 ? "-" : ""
    let whole = "\(sign)\(hundredths / 100)"
    switch hundredths % 100 {
    case 0: return whole
    case let part where part % 10 == 0: return "\(whole).\(part / 10)"
    case let part where part < 10: return "\(whole).0\(part)"
    case let part: return "\(whole).\(part)"
    }
  }
}
