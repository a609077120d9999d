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
    /// On the line below, dimmed (UIKit's subtitle cell).
    case below
  }

  public var text: String?
  public var secondaryText: String?
  /// A glyph before the text: an emoji or a symbol.
  public var image: String?
  public var textStyle: Style = .plain
  public var secondaryTextStyle: Style = Theme.secondaryText
  public var secondaryTextPlacement: SecondaryTextPlacement = .trailing
  /// Steps of two cells of indentation, for outline children.
  public var indentationLevel = 0
  public var accessories: [ListCellAccessory] = []
  /// The row's background when not focused or selected.
  public var background: Color = .default

  public init(
    text: String? = nil,
    secondaryText: String? = nil,
    image: String? = nil,
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
    configuration.textStyle = Style(attributes: [.bold])
    return configuration
  }

  /// A section header or footer on a grey bar.
  public static func header() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.textStyle = Theme.headerBar
    configuration.background = Theme.headerBar.background
    return configuration
  }

  /// A dim footer line.
  public static func footer() -> ListContentConfiguration {
    var configuration = ListContentConfiguration()
    configuration.textStyle = Theme.secondaryText
    return configuration
  }

  /// Lines the row needs at `width`: one, plus the wrapped secondary text
  /// when it goes below.
  public func height(forWidth width: Int) -> Int {
    guard secondaryTextPlacement == .below, let secondaryText, !secondaryText.isEmpty else {
      return 1
    }
    let room = max(1, width - leadingWidth)
    return 1 + TextLayout.wrap(secondaryText, width: room, repertoire: .unicode).count
  }

  /// What the row takes before its text: indentation, outline disclosure, image.
  private var leadingWidth: Int {
    var width = 1 + indentationLevel * 2
    width += accessories.filter(\.isLeading).count * 2
    if let image { width += CharacterWidth.width(of: image) + 1 }
    return width
  }

  /// Draws the row into `rect`. A focused row is highlighted; a row that
  /// is not the last of its section gets a separator when `separator` is set.
  public func draw(
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState,
    separator: Bool = false
  ) {
    guard !rect.isEmpty else { return }
    // Focus reverses the text alone rather than the whole row, so a focus
    // move rewrites a few cells, not two full lines.
    let base = state.isSelected ? Theme.selected : Style(background: background)
    canvas.fill(rect, style: base)
    if separator && rect.height == 1 {
      canvas.updateStyle(
        in: CellRect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 1, height: 1)
      ) {
        $0.attributes.insert(.underline)
      }
    }
    func styled(_ style: Style) -> Style {
      var merged = style
      if state.isSelected {
        merged.foreground = base.foreground
        merged.background = base.background
      } else if merged.background == .default {
        merged.background = base.background
      }
      if separator && rect.height == 1 { merged.attributes.insert(.underline) }
      return merged
    }

    var x = rect.x + 1 + indentationLevel * 2
    let y = rect.y
    for accessory in accessories where accessory.isLeading {
      x =
        canvas.put(
          glyph(for: accessory, on: canvas),
          x: x,
          y: y,
          style: styled(accessoryStyle(accessory))
        ) + 1
    }
    if let image {
      x = canvas.put(image, x: x, y: y, style: styled(.plain)) + 1
    }

    var trailing = rect.maxX - 1
    for accessory in accessories.reversed() where !accessory.isLeading {
      if case .toggle(let isOn, let knobPosition) = accessory {
        trailing -= Switch.width
        Switch(isOn: isOn, knobPosition: knobPosition)
          .draw(on: &canvas, x: trailing, y: y, base: styled(.plain))
      } else {
        let text = glyph(for: accessory, on: canvas)
        trailing -= CharacterWidth.width(of: text)
        canvas.put(text, x: trailing, y: y, style: styled(accessoryStyle(accessory)))
      }
      trailing -= 1
    }

    var textEnd = trailing
    if secondaryTextPlacement == .trailing, let secondaryText, !secondaryText.isEmpty {
      let available = max(0, trailing - x - 1)
      let width = min(CharacterWidth.width(of: secondaryText), available / 2 + available % 2)
      canvas.put(
        secondaryText,
        x: trailing - width,
        y: y,
        width: width,
        style: styled(secondaryTextStyle)
      )
      textEnd = trailing - width - 1
    }
    if let text {
      var style = styled(textStyle)
      if state.isFocused {
        style = Theme.focusedText
        if separator && rect.height == 1 { style.attributes.insert(.underline) }
      }
      canvas.put(text, x: x, y: y, width: max(0, textEnd - x), style: style)
    }
    if secondaryTextPlacement == .below, let secondaryText, rect.height > 1 {
      canvas.putWrapped(
        secondaryText,
        in: CellRect(x: x, y: y + 1, width: max(0, rect.maxX - 1 - x), height: rect.height - 1),
        style: styled(secondaryTextStyle)
      )
    }
  }

  private func accessoryStyle(_ accessory: ListCellAccessory) -> Style {
    switch accessory {
    case .star(true): Style(foreground: .rgb(255, 200, 0))
    case .delete: Style(foreground: .rgb(255, 70, 60))
    case .checkmark, .detail, .outlineDisclosure: Theme.accent
    case .disclosureIndicator, .reorder, .label: Theme.secondaryText
    default: .plain
    }
  }

  private func glyph(for accessory: ListCellAccessory, on canvas: Canvas) -> String {
    let unicode = canvas.repertoire == .unicode
    switch accessory {
    case .disclosureIndicator: return unicode ? "›" : ">"
    case .outlineDisclosure(let expanded):
      return unicode ? (expanded ? "▾" : "▸") : (expanded ? "-" : "+")
    case .checkmark: return unicode ? "✓" : "v"
    case .toggle(let isOn, _): return isOn ? "on" : "off"
    // U+2148: of one column everywhere and in the common monospace fonts,
    // unlike the circled ⓘ (ambiguous width, missing from DejaVu Sans Mono).
    case .detail: return unicode ? "ⅈ" : "i"
    case .star(let filled): return unicode ? (filled ? "★" : "☆") : (filled ? "*" : ".")
    case .delete: return unicode ? "⊖" : "-"
    case .reorder: return unicode ? "≡" : "="
    case .label(let text): return text
    }
  }
}
