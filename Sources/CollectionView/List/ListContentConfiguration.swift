import CompositionalLayout
import TerminalUI

/// What a list row shows: UIKit's list content configuration — an image,
/// text, secondary text, indentation and accessories — drawn into one line
/// (or more, for wrapped secondary text below).
public struct ListContentConfiguration: Hashable, Sendable {
  /// Where secondary text goes.
  public enum SecondaryTextPlacement: Hashable, Sendable {
    /// At the trailing side of the same line (UIKit's value cell).
    case trailing
    /// On the line below, in grey (UIKit's subtitle cell).
    case below
  }

  /// What the row's background is when it is neither focused nor selected.
  public enum Background: Hashable, Sendable {
    /// What the row lies on: the terminal's background, or the block of
    /// an inset-grouped section.
    case clear
    /// The theme's bar for section headers and footers.
    case headerBar
    /// A fill of the caller's (a section background showing through), in a
    /// style that sets its text colour too.
    case fill(Style)
  }

  public var text: String?
  public var secondaryText: String?
  /// A glyph before the text: an emoji or a symbol.
  public var image: Image?
  /// How the text is drawn: its font, colour and alignment.
  public var textProperties = TextProperties()
  /// How the secondary text is drawn: grey by default.
  public var secondaryTextProperties = TextProperties(color: Theme.secondaryText.foreground)
  public var secondaryTextPlacement: SecondaryTextPlacement = .trailing
  /// Steps of two cells of indentation, for outline children.
  public var indentationLevel = 0
  public var accessories: [ListCellAccessory] = []
  /// The row's background when not focused or selected.
  public var background: Background = .clear

  public init(
    text: String? = nil,
    secondaryText: String? = nil,
    image: Image? = nil,
    accessories: [ListCellAccessory] = []
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.accessories = accessories
  }

  /// A plain row.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

  /// A row with secondary text on the line below.
  public static func subtitleCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.secondaryTextPlacement = .below
    return configuration
  }

  /// A row with secondary text at its trailing side.
  public static func valueCell() -> ListContentConfiguration { ListContentConfiguration() }

  /// A header row of a sidebar outline: bold.
  public static func sidebarHeader() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.textProperties.font = Font(attributes: [.bold])
    return configuration
  }

  /// A section header or footer on the theme's header bar.
  public static func header() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.background = .headerBar
    return configuration
  }

  /// A footer line in the secondary text style.
  public static func footer() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.textProperties.color = Theme.secondaryText.foreground
    return configuration
  }

  /// The columns an image takes with the gap after it: at least two, so
  /// text starts in one column whether the glyph is wide (😀) or narrow
  /// (a text-presentation emoji such as 🏔, or a symbol).
  private static func columns(forImage image: Image) -> Int {
    max(2, CharacterWidth.width(of: image.glyph)) + 1
  }

  /// Lines the row needs at `width`: one, plus the wrapped secondary text
  /// when it goes below.
  public func height(forWidth width: Int) -> Int {
    guard secondaryTextPlacement == .below, let secondaryText, !secondaryText.isEmpty else {
      return 1
    }
    // What the row takes before its text: indentation, leading
    // accessories, the image.
    var leading = place(in: CellRect(x: 0, y: 0, width: width, height: 1), repertoire: .unicode)
      .textStart
    if let image { leading += Self.columns(forImage: image) }
    let room = max(1, width - leading)
    return 1 + TextLayout.wrap(secondaryText, width: room, repertoire: .unicode).count
  }

  /// Draws the row into `rect`. A focused row is one full-width bar, a
  /// selected one another, a carried (dragged) one a lifted platter; with `separator`, a row given a line more than
  /// its content needs draws a separator on that last line.
  public func draw(
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState,
    separator: Bool = false
  ) {
    guard !rect.isEmpty else { return }
    let theme = canvas.theme
    let rowBackground: Style
    switch background {
    case .clear:
      // Whatever the row lies on shows through: the terminal, or the
      // block of an inset-grouped section.
      let beneath = canvas.style(atX: rect.x, y: rect.y)
      rowBackground = Style(foreground: beneath.foreground, background: beneath.background)
    case .headerBar: rowBackground = theme.headerBar
    case .fill(let style): rowBackground = style
    }
    var content = rect
    if separator && rect.height > height(forWidth: rect.width) {
      // The separator's line keeps the row's background, not its bar.
      content.height -= 1
      canvas.fill(
        CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1),
        style: rowBackground
      )
      canvas.drawSeparator(
        x: rect.x + 1,
        y: rect.maxY - 1,
        width: rect.width - 1,
        over: rowBackground
      )
    }
    // A carried row is a lifted platter rather than the focus bar: it is
    // the focus too, and must not look like the rows the focus merely
    // rests on. Its parts take the platter's colours, as on a bar.
    let isLifted = state.cellDragState == .dragging
    let isBar = isLifted || state.isFocused || state.isSelected
    let base =
      isLifted
      ? theme.lifted
      : state.isFocused ? theme.focused : state.isSelected ? theme.selected : rowBackground
    canvas.fill(content, style: base)
    // On a bar every part takes the bar's colours; elsewhere a part keeps
    // its own colour and takes what it leaves unset from the background.
    func styled(_ style: Style) -> Style {
      isBar ? base.adding(style.attributes) : style.over(base)
    }

    let placement = place(in: content, repertoire: canvas.repertoire)
    let y = content.y
    for (placed, x) in placement.accessories {
      guard let accessory = placed.resolved(in: state) else { continue }
      if case .toggle(let isOn, let knobPosition) = accessory {
        // The switch keeps its own track on a bar too: on or off must read
        // at a glance on the focused row, not only by where the knob is.
        SwitchKnob(isOn: isOn, knobPosition: knobPosition).draw(on: &canvas, x: x, y: y) {
          $0.over(rowBackground)
        }
      } else if case .customView(let configuration) = accessory {
        configuration.customView.frame = CellRect(x: x, y: y, width: configuration.width, height: 1)
        configuration.customView.drawHierarchy(into: &canvas, now: 0)
      } else {
        canvas.put(
          glyph(for: accessory, repertoire: canvas.repertoire),
          x: x,
          y: y,
          style: styled(accessoryStyle(accessory, theme: theme))
        )
      }
    }
    var x = placement.textStart
    if let image {
      canvas.put(image.glyph, x: x, y: y, style: styled(.plain))
      x += Self.columns(forImage: image)
    }
    let trailing = placement.trailingEdge

    let secondaryStyle = styled(secondaryTextProperties.style)
    var textEnd = trailing
    if secondaryTextPlacement == .trailing, let secondaryText, !secondaryText.isEmpty {
      let available = max(0, trailing - x - 1)
      let width = min(CharacterWidth.width(of: secondaryText), available / 2 + available % 2)
      canvas.put(secondaryText, x: trailing - width, y: y, width: width, style: secondaryStyle)
      textEnd = trailing - width - 1
    }
    if let text {
      canvas.put(
        text,
        x: x,
        y: y,
        width: max(0, textEnd - x),
        style: styled(textProperties.style),
        alignment: textProperties.alignment
      )
    }
    if secondaryTextPlacement == .below, let secondaryText, content.height > 1 {
      canvas.putWrapped(
        secondaryText,
        in: CellRect(
          x: x,
          y: y + 1,
          width: max(0, content.maxX - 1 - x),
          height: content.height - 1
        ),
        style: secondaryStyle
      )
    }
  }

  /// Where the parts of a row drawn in `content` go: each accessory's
  /// first column, where the image and text start, and the column the
  /// trailing accessories leave free up to.
  private func place(
    in content: CellRect,
    repertoire: Repertoire
  ) -> (accessories: [(ListCellAccessory, Int)], textStart: Int, trailingEdge: Int) {
    var placed: [(ListCellAccessory, Int)] = []
    var leading = content.x + 1 + indentationLevel * 2
    for accessory in accessories where accessory.isLeading {
      placed.append((accessory, leading))
      leading += width(of: accessory, repertoire: repertoire) + 1
    }
    var trailing = content.maxX - 1
    for accessory in accessories.reversed() where !accessory.isLeading {
      trailing -= width(of: accessory, repertoire: repertoire)
      placed.append((accessory, trailing))
      trailing -= 1
    }
    return (placed, leading, trailing)
  }

  private func width(of accessory: ListCellAccessory, repertoire: Repertoire) -> Int {
    switch accessory {
    case .toggle: return SwitchKnob.width
    case .customView(let configuration): return configuration.width
    case .displayed(_, let shown): return width(of: shown, repertoire: repertoire)
    default: break
    }
    return CharacterWidth.width(of: glyph(for: accessory, repertoire: repertoire))
  }

  /// The accessory drawn at column `x` of a row drawn in `rect`, if any:
  /// what a click there hits.
  public func accessory(atX x: Int, in rect: CellRect, repertoire: Repertoire) -> ListCellAccessory?
  {
    place(in: rect, repertoire: repertoire).accessories.first { accessory, start in
      start <= x && x < start + width(of: accessory, repertoire: repertoire)
    }?.0
  }

  private func accessoryStyle(_ accessory: ListCellAccessory, theme: Theme) -> Style {
    switch accessory {
    case .star(true): theme.star
    case .delete: theme.destructive
    case .checkmark, .detail, .outlineDisclosure: theme.accent
    case .disclosureIndicator, .reorder, .label: Theme.secondaryText
    default: .plain
    }
  }

  private func glyph(for accessory: ListCellAccessory, repertoire: Repertoire) -> String {
    let unicode = repertoire == .unicode
    switch accessory {
    case .disclosureIndicator: return unicode ? "›" : ">"
    case .outlineDisclosure(let expanded, _):
      // Unresolved (no state to follow) reads as collapsed; both are as wide.
      let isExpanded = expanded == true
      return unicode ? (isExpanded ? "▾" : "▸") : (isExpanded ? "-" : "+")
    case .checkmark: return unicode ? "✓" : "v"
    case .toggle(let isOn, _): return isOn ? "on" : "off"
    // U+2148: of one column everywhere and in the common monospace fonts,
    // unlike the circled ⓘ (ambiguous width, missing from DejaVu Sans Mono).
    case .detail: return unicode ? "ⅈ" : "i"
    // ✶ and ⋆ rather than ★ and ☆: of one column everywhere, and in the
    // common monospace fonts (Noto Sans Mono has no ★).
    case .star(let filled): return unicode ? (filled ? "✶" : "⋆") : (filled ? "*" : ".")
    case .delete: return unicode ? "⊖" : "-"
    case .reorder: return unicode ? "≡" : "="
    case .label(let text): return text
    case .customView: return ""
    case .displayed(_, let accessory): return glyph(for: accessory, repertoire: repertoire)
    }
  }
}
