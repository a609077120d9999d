import CollectionView
import CompositionalLayout
import TerminalUI

/// The inspector's side panel: how the focused item came to be where it
/// is, from the item out to its section. Each definition's size is
/// translated into cells (``SizeExplanation``), with its group's spacing
/// and count and its section's insets, spacing and sideways scrolling.
enum InspectorPanel {
  /// What a run of the panel's text is, for its style.
  enum Role {
    case plain
    case label
    case code
    case item
    case group
    case section
  }

  /// One line of the panel: runs of text, and how far a wrapped
  /// continuation is indented.
  struct Line: Equatable {
    var runs: [(text: String, role: Role)]
    var indent: Int

    init(_ runs: [(String, Role)], indent: Int = 0) {
      self.runs = runs.map { (text: $0.0, role: $0.1) }
      self.indent = indent
    }

    var text: String { runs.map(\.text).joined() }

    static func == (lhs: Line, rhs: Line) -> Bool {
      lhs.indent == rhs.indent && lhs.runs.elementsEqual(rhs.runs) { $0 == $1 }
    }
  }

  /// The panel's lines for the focused item of `inspection`; a hint when
  /// nothing has focus.
  static func lines(for inspection: LayoutInspection) -> [Line] {
    let layout = inspection.layout
    guard let path = inspection.focusedIndexPath,
      let anatomy = layout.anatomy(ofItemAt: path, orthogonalOffsets: inspection.orthogonalOffsets),
      let section = layout.anatomy(
        ofSection: path.section,
        orthogonalOffset: inspection.orthogonalOffset(ofSection: path.section)
      )
    else {
      return [Line([("Move the focus to an item to see how it was laid out.", .label)])]
    }
    let number = SizeExplanation.number
    let frame = anatomy.frame
    var lines = [
      Line([("item ", .label), ("[\(path.section), \(path.item)]", .code)]),
      Line(
        [
          ("frame ", .label),
          ("x \(number(frame.minX)) y \(number(frame.minY))", .code),
          (" · ", .label),
          ("\(number(frame.width)) × \(number(frame.height))", .code),
          (" cells", .label),
        ],
        indent: 2
      ),
    ]
    let aspectRatio = layout.environment.cellAspectRatio
    for (depth, level) in anatomy.levels.enumerated().reversed() {
      let parent = depth > 0 ? anatomy.levels[depth - 1] : nil
      lines.append(Line([]))
      lines += describe(level, parent: parent, depth: depth, aspectRatio: aspectRatio)
    }
    lines.append(Line([]))
    lines += describe(section, in: inspection)
    return lines
  }

  private static func describe(
    _ level: LayoutAnatomyLevel,
    parent: LayoutAnatomyLevel?,
    depth: Int,
    aspectRatio: Double
  ) -> [Line] {
    let heading: String
    switch level.kind {
    case .item: heading = "Item"
    case .customItem: heading = "Item placed by its custom group"
    case .horizontalGroup: heading = depth == 0 ? "Group, horizontal" : "Nested group, horizontal"
    case .verticalGroup: heading = depth == 0 ? "Group, vertical" : "Nested group, vertical"
    case .customGroup: heading = depth == 0 ? "Group, custom" : "Nested group, custom"
    }
    var lines = [Line([(heading, level.isGroup ? .group : .item)])]
    if let size = level.layoutSize {
      for side in [SizeExplanation.Side.width, .height] {
        let dimension = side == .width ? size.widthDimension : size.heightDimension
        let box = side == .width ? level.frame.width : level.frame.height
        lines.append(
          Line([(side == .width ? "width  " : "height ", .label), (dimension.description, .code)])
        )
        let arithmetic = SizeExplanation.explain(
          dimension,
          side: side,
          container: level.container,
          aspectRatio: aspectRatio,
          box: box
        )
        lines.append(Line([("       " + arithmetic, .plain)], indent: 9))
        if let note = boxNote(
          dimension,
          side: side,
          box: box,
          level: level,
          parent: parent,
          aspectRatio: aspectRatio
        ) {
          lines.append(Line([("       " + note, .label)], indent: 9))
        }
      }
    } else {
      lines.append(Line([("frame given by the group's item provider", .label)], indent: 2))
    }
    if level.isGroup {
      if let count = level.count {
        lines.append(
          Line(
            [("count  ", .label), ("\(count)", .code), (" subitems share it equally", .label)],
            indent: 9
          )
        )
      }
      lines.append(
        Line([("spacing ", .label), (spacing(level.interItemSpacing), .code)], indent: 9)
      )
    }
    if level.contentInsets != .zero {
      lines.append(Line([("insets ", .label), (insets(level.contentInsets), .code)], indent: 9))
    }
    if let edges = level.edgeSpacing {
      let sides = [
        ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
        ("bottom", edges.bottom),
      ]
      let text = sides.compactMap { name, spacing in spacing.map { "\(name) \(self.spacing($0))" } }
      lines.append(
        Line([("edge spacing ", .label), (text.joined(separator: " · "), .code)], indent: 9)
      )
    }
    return lines
  }

  /// Why a box is not the length its dimension asked for, when it is
  /// not: a count shares the group's length, the pixel grid snaps it.
  private static func boxNote(
    _ dimension: LayoutDimension,
    side: SizeExplanation.Side,
    box: Double,
    level: LayoutAnatomyLevel,
    parent: LayoutAnatomyLevel?,
    aspectRatio: Double
  ) -> String? {
    guard !dimension.isEstimated, !dimension.isUniformAcrossSiblings else { return nil }
    let asked = SizeExplanation.asked(
      dimension,
      side: side,
      container: level.container,
      aspectRatio: aspectRatio
    )
    guard abs(asked - box) >= 0.005 else { return nil }
    let number = SizeExplanation.number
    let along: SizeExplanation.Side? =
      switch parent?.kind {
      case .horizontalGroup: .width
      case .verticalGroup: .height
      default: nil
      }
    if let count = parent?.count, along == side {
      return "→ \(number(box)) \(side.unit): count \(count) shares the group"
    }
    return "→ \(number(box)) \(side.unit) on whole cells"
  }

  private static func describe(_ section: SectionAnatomy, in inspection: LayoutInspection) -> [Line]
  {
    let groups = section.groupCount == 1 ? "1 group" : "\(section.groupCount) groups"
    let items = section.itemCount == 1 ? "1 item" : "\(section.itemCount) items"
    var lines = [
      Line([("Section \(section.index)", .section), (" · \(items) in \(groups)", .label)]),
      Line([("insets ", .label), (insets(section.contentInsets), .code)], indent: 9),
      Line(
        [
          ("spacing ", .label), (SizeExplanation.number(section.interGroupSpacing), .code),
          (" between groups", .label),
        ],
        indent: 9
      ),
    ]
    if let row = OrthogonalRowStatus(section: section.index, in: inspection) {
      lines.append(Line([("scrolls ", .label), (".\(row.behavior)", .code)], indent: 9))
      lines.append(Line([("        " + row.text, .label)], indent: 9))
    } else {
      lines.append(Line([("scrolls ", .label), ("with the page", .label)], indent: 9))
    }
    return lines
  }

  private static func insets(_ insets: DirectionalEdgeInsets) -> String {
    let number = SizeExplanation.number
    if insets == .zero { return "none" }
    if insets.top == insets.bottom && insets.leading == insets.trailing {
      if insets.top == insets.leading { return "\(number(insets.top)) all round" }
      return "top & bottom \(number(insets.top)) · sides \(number(insets.leading))"
    }
    return
      "top \(number(insets.top)) · leading \(number(insets.leading)) · bottom \(number(insets.bottom)) · trailing \(number(insets.trailing))"
  }

  private static func spacing(_ spacing: LayoutSpacing?) -> String {
    switch spacing {
    case nil: "none"
    case .fixed(let length)?: ".fixed(\(SizeExplanation.number(length)))"
    case .flexible(let length)?: ".flexible(\(SizeExplanation.number(length)))"
    }
  }

  /// Where the panel goes in `area`: down the side away from the focused
  /// item's `focus` cells, so the item stays in view.
  static func frame(in area: CellRect, awayFrom focus: CellRect?) -> CellRect {
    let width = min(max(40, area.width * 2 / 5), 56, area.width)
    let onLeft = focus.map { $0.x + $0.width / 2 > area.x + area.width / 2 } ?? false
    return CellRect(
      x: onLeft ? area.x : area.maxX - width,
      y: area.y,
      width: width,
      height: area.height
    )
  }

  /// Draws the panel in `box`.
  static func draw(_ lines: [Line], in box: CellRect, on canvas: inout Canvas) {
    guard box.width >= 12, box.height >= 3 else { return }
    let theme = canvas.theme
    let colours = InspectorTheme.for(canvas.appearance)
    canvas.fill(box)
    canvas.drawBox(box, box: .rounded, style: theme.separator)
    canvas.put(
      " Layout inspector ",
      x: box.x + 1,
      y: box.y,
      width: box.width - 2,
      style: theme.accent.adding(.bold)
    )
    func style(_ role: Role) -> Style {
      switch role {
      case .plain: .plain
      case .label: theme.separator.over(.plain)
      case .code: colours.code
      case .item: colours.item.adding(.bold)
      case .group: colours.group.adding(.bold)
      case .section: colours.section.adding(.bold)
      }
    }
    var y = box.y + 1
    for row in wrapped(lines, width: box.width - 4) where y < box.maxY - 1 {
      var x = box.x + 2
      for run in row {
        x = canvas.put(run.text, x: x, y: y, width: box.maxX - 2 - x, style: style(run.role))
      }
      y += 1
    }
  }

  /// The lines broken at spaces to `width` columns, continuations
  /// indented by their line's indent.
  static func wrapped(_ lines: [Line], width: Int) -> [[(text: String, role: Role)]] {
    var rows: [[(text: String, role: Role)]] = []
    for line in lines {
      var row: [(text: String, role: Role)] = []
      var used = 0
      // Words keep the spaces before them, so a break drops one space.
      for run in line.runs {
        var word = ""
        func flush() {
          guard !word.isEmpty else { return }
          let length = CharacterWidth.width(of: word)
          if used + length > width && used > line.indent {
            rows.append(row)
            row = [(String(repeating: " ", count: line.indent), .plain)]
            used = line.indent
            word = String(word.drop { $0 == " " })
          }
          row.append((word, run.role))
          used += CharacterWidth.width(of: word)
          word = ""
        }
        for character in run.text {
          if character == " " && !word.isEmpty && word.last != " " { flush() }
          word.append(character)
        }
        flush()
      }
      rows.append(row)
    }
    return rows
  }
}
