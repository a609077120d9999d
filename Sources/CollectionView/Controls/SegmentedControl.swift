import TerminalUI

/// A row of segments, one of them chosen: UIKit's `UISegmentedControl`,
/// also drawn as a row of tabs (``Appearance-swift.enum/tabs``) to switch
/// what a screen shows. ← → (and a click) choose a segment and send
/// ``Control/Event/valueChanged``.
open class SegmentedControl: Control {
  /// How the segments are drawn.
  public enum Appearance: Hashable, Sendable {
    /// Side by side in one bar, the chosen one lit: `Text │ Details`.
    case segmented
    /// Tabs along a line, the chosen one bold and underlined.
    case tabs
  }

  /// The index of no segment: UIKit's `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  private var titles: [String]
  private var disabledSegments: Set<Int> = []
  open var appearance = Appearance.segmented

  /// The chosen segment, or ``noSegment``; setting it sends no event, as
  /// in UIKit.
  open var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
    }
  }

  /// Segments titled `items`, none chosen.
  public init(items: [String]) {
    titles = items
    super.init(frame: .zero)
  }

  public override init(frame: CellRect = .zero) {
    titles = []
    super.init(frame: frame)
  }

  public var numberOfSegments: Int { titles.count }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    invalidateIntrinsicContentSize()
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    disabledSegments = Set(
      disabledSegments.compactMap { $0 == segment ? nil : $0 > segment ? $0 - 1 : $0 }
    )
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    invalidateIntrinsicContentSize()
  }

  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    !disabledSegments.contains(segment)
  }

  /// Each title with a space either side, a divider between two.
  open override var intrinsicContentSize: CellSize {
    let widths = titles.map { CharacterWidth.width(of: $0) + 2 }
    return CellSize(width: widths.reduce(0, +) + max(0, titles.count - 1), height: 1)
  }

  /// Where each segment starts, and its width, from the left edge.
  private var segmentSpans: [(x: Int, width: Int)] {
    var x = frame.x
    return titles.map { title in
      let width = CharacterWidth.width(of: title) + 2
      defer { x += width + 1 }
      return (x, width)
    }
  }

  /// Chooses `segment` as the user does, with the event.
  private func choose(_ segment: Int) {
    guard isEnabled, titles.indices.contains(segment), isEnabledForSegment(at: segment),
      segment != selectedSegmentIndex
    else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
  }

  /// The next enabled segment from the chosen one, `step` at a time.
  private func neighbour(_ step: Int) -> Int? {
    var index =
      selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : titles.count) : selectedSegmentIndex
    while true {
      index += step
      guard titles.indices.contains(index) else { return nil }
      if isEnabledForSegment(at: index) { return index }
    }
  }

  open override var keyBindings: [KeyBinding] { [chooseBinding] }

  /// ← and → choose the neighbouring enabled segment, where there is more
  /// than one.
  private lazy var chooseBinding = KeyBinding(
    title: { [unowned self] in appearance == .tabs ? "switch tab" : "choose" },
    keys: [.key(.left), .key(.right)],
    isEnabled: { [unowned self] in isEnabled && titles.count > 1 }
  ) { [unowned self] event in
    if let next = neighbour(event == .key(.left) ? -1 : 1) { choose(next) }
    return .handled
  }

  open override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled, case .mouse(let mouse) = event, mouse.kind.isPrimaryClick,
      frame.contains(x: mouse.x, y: mouse.y)
    else { return false }
    if let segment = segmentSpans.firstIndex(where: { mouse.x >= $0.x && mouse.x < $0.x + $0.width }
    ) {
      choose(segment)
    }
    return true
  }

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    let y = frame.y + (frame.height - 1) / 2
    let focused = isFirstResponder
    let bar = canvas.theme.headerBar
    if appearance == .segmented {
      canvas.fill(CellRect(x: frame.x, y: y, width: frame.width, height: 1), style: bar)
    }
    let divider = canvas.repertoire == .unicode ? "│" : "|"
    for (index, span) in segmentSpans.enumerated() where span.x < frame.maxX {
      let chosen = index == selectedSegmentIndex
      var style: Style
      switch appearance {
      case .segmented:
        style = chosen ? (focused ? canvas.theme.focused : bar.adding(.reverse)) : bar
      case .tabs:
        style = chosen ? Style(attributes: [.bold, .underline]) : Theme.secondaryText
        if chosen && focused { style = canvas.theme.focused }
      }
      if !isEnabled || !isEnabledForSegment(at: index) { style = style.adding(.dim) }
      canvas.put(
        " " + titles[index] + " ",
        x: span.x,
        y: y,
        width: min(span.width, frame.maxX - span.x),
        style: style
      )
      let dividerX = span.x + span.width
      if index < titles.count - 1 && dividerX < frame.maxX {
        canvas.put(
          divider,
          x: dividerX,
          y: y,
          style: appearance == .segmented ? bar : Theme.secondaryText
        )
      }
    }
  }

  /// On the chosen segment's title, while the control has the keyboard.
  open override func cursorPosition(at now: Double) -> CellPoint? {
    guard isFirstResponder, !frame.isEmpty else { return nil }
    let spans = segmentSpans
    let index = spans.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : 0
    guard spans.indices.contains(index) else { return nil }
    return CellPoint(x: spans[index].x + 1, y: frame.y + (frame.height - 1) / 2)
  }
}
