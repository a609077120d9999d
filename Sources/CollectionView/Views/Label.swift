import TerminalUI

/// A view that shows text: UIKit's `UILabel`.
open class Label: View {
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var font: Font = .body
  /// The text's colour; the terminal's own where nil.
  open var textColor: Color?
  open var textAlignment: TextAlignment = .leading
  /// The most lines the text takes, wrapped at words (the last one cut
  /// short where more would not fit); 0 for as many as the frame holds.
  open var numberOfLines = 1
  /// UIKit's Dynamic Type switch; a terminal's text has one size, so the
  /// text looks the same either way.
  open var adjustsFontForContentSizeCategory = false

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
  }

  /// The text's width on one line, and one row.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: text.map { CharacterWidth.width(of: $0) } ?? 0, height: 1)
  }

  /// The text's style: the font's attributes in the text's colour.
  public var textStyle: Style {
    TextProperties(font: font, color: textColor).style
  }

  /// The text, centred vertically in the frame as UIKit's labels are,
  /// wrapped at words to ``numberOfLines`` (or the frame's height).
  open override func draw(into canvas: inout Canvas, now: Double) {
    guard let text, !frame.isEmpty else { return }
    if numberOfLines == 1 {
      // One line needs no wrapping: cut short where the frame ends.
      let y = frame.y + (frame.height - 1) / 2
      let beneath = canvas.style(atX: frame.x, y: y).background
      canvas.put(
        text,
        x: frame.x,
        y: y,
        width: frame.width,
        style: textStyle.over(Style(background: beneath)),
        alignment: textAlignment
      )
      return
    }
    let most = numberOfLines == 0 ? frame.height : min(numberOfLines, frame.height)
    let lines = min(
      most,
      TextLayout.wrap(text, width: frame.width, repertoire: canvas.repertoire).count
    )
    let y = frame.y + (frame.height - lines) / 2
    // A label has no background of its own: its text keeps what is beneath.
    let beneath = canvas.style(atX: frame.x, y: y).background
    _ = canvas.putWrapped(
      text,
      in: CellRect(x: frame.x, y: y, width: frame.width, height: lines),
      style: textStyle.over(Style(background: beneath)),
      alignment: textAlignment
    )
  }
}
