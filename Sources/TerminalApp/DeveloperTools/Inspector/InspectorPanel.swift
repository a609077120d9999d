import CollectionView
import CompositionalLayout
import TerminalUI

/// The inspector's side panel: how the focused item came to be where it
/// is, from the item out to its section. Each definition's size is
/// translated into cells (``SizeExplanation``), with its group's spacing
/// and count and its section's insets, spacing and sideways scrolling.
///
/// When the panel is too short for all of it, the groups outside the
/// item's own shrink to a line each, outermost first.
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

  /// A run of text in one role.
  struct Run: Equatable {
    var text: String
    var role: Role
  }

  /// One line of the panel, and how far its continuations are indented
  /// when it wraps.
  struct Line: Equatable {
    var runs: [Run]
    var indent: Int

    init(_ runs: [(String, Role)], indent: Int = 9) {
      self.runs = runs.map { Run(text: $0.0, role: $0.1) }
      self.indent = indent
    }
  }

  /// The lines about one definition, and the one line it shrinks to.
  private struct Block {
    var lines: [Line]
    var compact: [Line]? = nil
  }

  /// The panel's rows, `width` columns wide, at most `height` of them,
  /// for the focused item of `inspection`; a hint when nothing has focus.
  static func rows(for inspection: LayoutInspection, width: Int, height: Int) -> [[Run]] {
    var blocks = self.blocks(for: inspection)
    func wrappedRows() -> [[Run]] {
      func joined(separated: Bool) -> [[Run]] {
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
          if separated && index > 0 { lines.append(Line([])) }
          lines += block.lines
        }
        return wrapped(lines, width: width)
      }
      let separated = joined(separated: true)
      return separated.count <= height ? separated : joined(separated: false)
    }
    var rows = wrappedRows()
    // The groups shrink outermost first, the item's own group last; the
    // item (block 1) and its section never do.
    for index in (2..<max(2, blocks.count - 1)).reversed() where rows.count > height {
      guard let compact = blocks[index].compact else { continue }
      blocks[index].lines = compact
      rows = wrappedRows()
    }
    return Array(rows.prefix(height))
  }

  /// The blocks of the panel: the item's index path and frame; the item;
  /// each group holding it, innermost first; its section.
  private static func blocks(for inspection: LayoutInspection) -> [Block] {
    let layout = inspection.layout
    guard let path = inspection.focusedIndexPath,
      let anatomy = layout.anatomy(ofItemAt: path, orthogonalOffsets: inspection.orthogonalOffsets),
      let section = layout.anatomy(
        ofSection: path.section,
        orthogonalOffset: inspection.orthogonalOffset(ofSection: path.section)
      )
    else {
      return [
        Block(lines: [Line([("Move the focus to an item to see how it was laid out.", .label)])])
      ]
    }
    let number = SizeExplanation.number
    let frame = anatomy.frame
    var blocks = [
      Block(lines: [
        Line([("item ", .label), ("[\(path.section), \(path.item)]", .code)]),
        Line([
          ("frame ", .label),
          ("x \(number(frame.minX)) y \(number(frame.minY))", .code),
          (" · ", .label),
          ("\(number(frame.width)) × \(number(frame.height))", .code),
          (" cells", .label),
        ]),
      ])
    ]
    let aspectRatio = layout.environment.cellAspectRatio
    for (depth, level) in anatomy.levels.enumerated().reversed() {
      let parent = depth > 0 ? anatomy.levels[depth - 1] : nil
      blocks.append(block(for: level, parent: parent, depth: depth, aspectRatio: aspectRatio))
    }
    blocks.append(block(for: section, in: inspection))
    return blocks
  }

  private static func block(
    for level: LayoutAnatomyLevel,
    parent: LayoutAnatomyLevel?,
    depth: Int,
    aspectRatio: Double
  ) -> Block {
    let heading: String
    let nested = depth > 0 ? "Nested group" : "Group"
    switch level.kind {
    case .item: heading = "Item"
    case .customItem: heading = "Item placed by its custom group"
    case .horizontalGroup: heading = "\(nested), horizontal"
    case .verticalGroup: heading = "\(nested), vertical"
    case .customGroup: heading = "\(nested), custom"
    }
    let headingRole: Role = level.isGroup ? .group : .item
    var lines = [Line([(heading, headingRole)])]
    // A group made with a count shares its length equally among them.
    let sharedSide: SizeExplanation.Side? =
      switch parent?.kind {
      case .horizontalGroup: .width
      case .verticalGroup: .height
      default: nil
      }
    if let size = level.layoutSize {
      for side in [SizeExplanation.Side.width, .height] {
        let dimension = side == .width ? size.widthDimension : size.heightDimension
        let arithmetic = SizeExplanation.explain(
          dimension,
          side: side,
          container: level.container,
          aspectRatio: aspectRatio,
          box: side == .width ? level.frame.width : level.frame.height,
          sharedBy: sharedSide == side ? parent?.count : nil
        )
        lines.append(
          Line([(side == .width ? "width  " : "height ", .label), (dimension.description, .code)])
        )
        lines.append(Line([("       " + arithmetic, .plain)]))
      }
    } else {
      lines.append(Line([("frame from the group's item provider", .label)]))
    }
    if level.isGroup {
      if let count = level.count {
        lines.append(Line([("count  ", .label), ("\(count)", .code), (" equal subitems", .label)]))
      }
      lines.append(Line([("spacing ", .label), (spacing(level.interItemSpacing), .code)]))
    }
    if level.contentInsets != .zero {
      lines.append(Line([("insets ", .label), (insets(level.contentInsets), .code)]))
    }
    if let edges = level.edgeSpacing {
      let sides = [
        ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
        ("bottom", edges.bottom),
      ]
      let text = sides.compactMap { name, spacing in spacing.map { "\(name) \(self.spacing($0))" } }
      lines.append(Line([("edge spacing ", .label), (text.joined(separator: " · "), .code)]))
    }
    let number = SizeExplanation.number
    let compact = [
      Line([
        (heading, headingRole),
        (" · \(number(level.frame.width)) × \(number(level.frame.height))", .code),
        (" cells", .label),
      ])
    ]
    return Block(lines: lines, compact: compact)
  }

  private static func block(for section: SectionAnatomy, in inspection: LayoutInspection) -> Block {
    let groups = section.groupCount == 1 ? "1 group" : "\(section.groupCount) groups"
    let items = section.itemCount == 1 ? "1 item" : "\(section.itemCount) items"
    var lines = [
      Line([("Section \(section.index)", .section), (" · \(items) in \(groups)", .label)]),
      Line([("insets ", .label), (insets(section.contentInsets), .code)]),
      Line([
        ("spacing ", .label), (SizeExplanation.number(section.interGroupSpacing), .code),
        (" between groups", .label),
      ]),
    ]
    if let row = OrthogonalRowStatus(section: section.index, in: inspection) {
      // A behaviour's long name goes to the next line rather than being
      // cut; the status breaks only between its phrases.
      lines.append(Line([("scrolls ", .label), (".\(row.behavior)", .code)], indent: 2))
      let phrases = row.text.split(separator: " · ").map {
        String($0.map { $0 == " " ? "\u{A0}" : $0 })
      }
      lines.append(Line([("        " + phrases.joined(separator: " · "), .plain)]))
    } else {
      lines.append(Line([("scrolls with the page", .label)]))
    }
    return Block(lines: lines)
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

  /// Draws the panel for `inspection` in `box`, with `hint` (the key
  /// that turns an overlay aside) on its bottom edge.
  static func draw(
    _ inspection: LayoutInspection,
    in box: CellRect,
    hint: String? = nil,
    on canvas: inout Canvas
  ) {
    guard box.width >= 12, box.height >= 3 else { return }
    let theme = canvas.theme
    let colours = InspectorTheme.for(canvas.appearance)
    canvas.drawFramedBox(box, title: "Layout inspector")
    if let hint { drawHint(hint, onEdgeOf: box, on: &canvas) }
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
    let rows = rows(for: inspection, width: box.width - 3, height: box.height - 2)
    for (offset, row) in rows.enumerated() {
      var x = box.x + 2
      for run in row {
        x = canvas.put(
          run.text,
          x: x,
          y: box.y + 1 + offset,
          width: box.maxX - 1 - x,
          style: style(run.role)
        )
      }
    }
  }

  /// Puts `hint` on the bottom edge of `box`, at its right, in the
  /// title's colours: where a key to leave an overlay is always seen.
  static func drawHint(_ hint: String, onEdgeOf box: CellRect, on canvas: inout Canvas) {
    let text = " \(hint) "
    let x = max(box.x + 1, box.maxX - 2 - CharacterWidth.width(of: text))
    canvas.put(
      text,
      x: x,
      y: box.maxY - 1,
      width: box.maxX - 1 - x,
      style: canvas.theme.accent.adding(.bold)
    )
  }

  /// The lines broken at spaces to `width` columns, continuations
  /// indented by their line's indent.
  static func wrapped(_ lines: [Line], width: Int) -> [[Run]] {
    var rows: [[Run]] = []
    for line in lines {
      var row: [Run] = []
      var used = 0
      // Words keep the spaces before them; a break drops them.
      for run in line.runs {
        var word = ""
        func flush() {
          guard !word.isEmpty else { return }
          if used + CharacterWidth.width(of: word) > width && used > line.indent {
            rows.append(row)
            row = [Run(text: String(repeating: " ", count: line.indent), role: .plain)]
            used = line.indent
            word = String(word.drop { $0 == " " })
          }
          row.append(Run(text: word, role: run.role))
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
