import TerminalUI

/// A view that lays out its arranged subviews in a row or a column:
/// UIKit's `UIStackView`. Each view takes its intrinsic content size along
/// the ``axis`` (a label its text, a stack its views) and the
/// ``distribution`` shares what room is left or missing; across the axis,
/// the ``alignment`` places it. A view with no intrinsic size along the
/// axis (``View/noIntrinsicMetric``: a collection view, a text field)
/// takes the room left, so a screen is written as UIKit's:
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [searchBar, collectionView])
/// stack.axis = .vertical
/// stack.frame = view.bounds
/// stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// view.addSubview(stack)
/// ```
///
/// Hidden views take no room. Lengths are whole cells: where room is
/// shared, the cells left over go to the first views that share it.
open class StackView: View {
  /// How the views share the room along the axis: UIKit's
  /// `UIStackView.Distribution`.
  public enum Distribution: Hashable, Sendable {
    /// Each view at its intrinsic size; room left over goes to the views
    /// that hug their content least (those with no intrinsic size first),
    /// and room missing comes from those that resist compression least.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic sizes.
    case fillProportionally
    /// Views at their intrinsic sizes, the room left shared by the gaps.
    case equalSpacing
    /// Views at their intrinsic sizes, their centres evenly apart.
    case equalCentering
  }

  /// Where the views go across the axis: UIKit's `UIStackView.Alignment`,
  /// without the baselines (a terminal's text sits on its row).
  public enum Alignment: Hashable, Sendable {
    /// Across the whole stack.
    case fill
    /// At their intrinsic size, at the start: the left of a column.
    case leading
    /// At their intrinsic size, at the start: the top of a row.
    case top
    case center
    /// At their intrinsic size, at the end: the right of a column.
    case trailing
    /// At their intrinsic size, at the end: the bottom of a row.
    case bottom
  }

  /// The views the stack lays out, in order; each is a subview too.
  public private(set) var arrangedSubviews: [View] = []

  /// The direction the views follow one another in.
  open var axis = LayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { arrangementChanged() } }
  }
  /// The cells between two views: the least, for the spacing
  /// distributions.
  open var spacing = 0 {
    didSet { if spacing != oldValue { arrangementChanged() } }
  }
  open var distribution = Distribution.fill {
    didSet { if distribution != oldValue { arrangementChanged() } }
  }
  open var alignment = Alignment.fill {
    didSet { if alignment != oldValue { arrangementChanged() } }
  }

  /// Space kept inside the stack's edges, in cells, where
  /// ``isLayoutMarginsRelativeArrangement`` is on.
  open var directionalLayoutMargins = DirectionalEdgeInsets.zero {
    didSet { if directionalLayoutMargins != oldValue { arrangementChanged() } }
  }
  /// Whether the views are arranged inside ``directionalLayoutMargins``
  /// rather than edge to edge: UIKit's, off by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
  }

  /// The margins in whole cells, when they count.
  private var margins: (top: Int, leading: Int, bottom: Int, trailing: Int) {
    guard isLayoutMarginsRelativeArrangement else { return (0, 0, 0, 0) }
    let margins = directionalLayoutMargins
    func cells(_ length: Double) -> Int { max(0, Int(length.rounded())) }
    return (
      cells(margins.top), cells(margins.leading), cells(margins.bottom), cells(margins.trailing)
    )
  }

  /// Where the views go: the frame less the margins that count.
  private var arrangementRect: CellRect {
    let margins = self.margins
    return CellRect(
      x: frame.x + margins.leading,
      y: frame.y + margins.top,
      width: max(0, frame.width - margins.leading - margins.trailing),
      height: max(0, frame.height - margins.top - margins.bottom)
    )
  }

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
  }

  /// A stack of `views`, arranged in that order.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  /// Adds `view` at the end of the arranged views, and as a subview.
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Puts `view` among the arranged views at `index`, and makes it a
  /// subview if it is not one.
  open func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    let index = min(max(index, 0), arrangedSubviews.count)
    // Before the view it goes in front of, so the keyboard's Tab order,
    // which follows the subviews, follows the arrangement; a subview
    // already is moved there.
    let next = arrangedSubviews[index...].first
    view.removeFromSuperview()
    insertSubview(
      view,
      at: next.flatMap { next in subviews.firstIndex { $0 === next } } ?? subviews.count
    )
    arrangedSubviews.insert(view, at: index)
    arrangementChanged()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit, until it is
  /// removed from its superview.
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    arrangementChanged()
  }

  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    arrangementChanged()
  }

  /// The views are arranged again in the next layout pass, and a stack
  /// holding this one arranges its own, as this one's size changed.
  private func arrangementChanged() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The arranged views that show.
  private var shownViews: [View] { arrangedSubviews.filter { !$0.isHidden } }

  /// The views' intrinsic lengths along the axis and the spacing between
  /// them; across it, the longest. A view without an intrinsic length
  /// counts none.
  open override var intrinsicContentSize: CellSize {
    let views = shownViews
    let along =
      views.reduce(0) { $0 + max(0, length(of: $1, along: axis)) }
      + spacing * max(0, views.count - 1)
    let across = max(0, views.map { length(of: $0, along: other(axis)) }.max() ?? 0)
    let margins = self.margins
    let width = (axis == .horizontal ? along : across) + margins.leading + margins.trailing
    let height = (axis == .horizontal ? across : along) + margins.top + margins.bottom
    return CellSize(width: width, height: height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = shownViews
    guard !views.isEmpty else { return }
    let area = arrangementRect
    let room = axis == .horizontal ? area.width : area.height
    let breadth = axis == .horizontal ? area.height : area.width
    let (lengths, gaps) = arrangement(of: views, in: room)
    var position = 0
    for (index, view) in views.enumerated() {
      let (offset, thickness) = placementAcross(of: view, in: breadth)
      let length = max(0, lengths[index])
      view.frame =
        axis == .horizontal
        ? CellRect(x: area.x + position, y: area.y + offset, width: length, height: thickness)
        : CellRect(x: area.x + offset, y: area.y + position, width: thickness, height: length)
      position += length + (index < gaps.count ? gaps[index] : 0)
    }
  }

  /// Each view's length along the axis and the gap after each but the
  /// last, for `room` cells.
  private func arrangement(of views: [View], in room: Int) -> (lengths: [Int], gaps: [Int]) {
    let count = views.count
    let intrinsic = views.map { length(of: $0, along: axis) }
    let natural = intrinsic.map { max(0, $0) }
    let spacing = max(0, self.spacing)
    var gaps = Array(repeating: spacing, count: count - 1)
    let free = room - spacing * (count - 1)
    switch distribution {
    case .fill:
      return (fill(views, natural: natural, intrinsic: intrinsic, free: free), gaps)
    case .fillEqually:
      return (share(max(0, free), weights: Array(repeating: 1, count: count)), gaps)
    case .fillProportionally:
      let total = natural.reduce(0, +)
      guard total > 0 else {
        return (share(max(0, free), weights: Array(repeating: 1, count: count)), gaps)
      }
      return (share(max(0, free), weights: natural), gaps)
    case .equalSpacing, .equalCentering:
      let left = free - natural.reduce(0, +)
      guard left > 0, count > 1 else {
        return (fill(views, natural: natural, intrinsic: intrinsic, free: free), gaps)
      }
      if distribution == .equalCentering, let centred = centredGaps(natural, room: room) {
        gaps = centred
      } else {
        gaps = share(left, weights: Array(repeating: 1, count: count - 1)).map { $0 + spacing }
      }
      return (natural, gaps)
    }
  }

  /// The lengths for ``Distribution/fill``: the natural ones, grown or
  /// shrunk to `free` cells as the views' priorities say.
  private func fill(_ views: [View], natural: [Int], intrinsic: [Int], free: Int) -> [Int] {
    var lengths = natural
    var left = free - natural.reduce(0, +)
    if left > 0 {
      // The least hugging views grow, those asking for no size first.
      let lowest = views.map { $0.contentHuggingPriority(for: axis) }.min()!
      var growing = views.indices.filter {
        views[$0].contentHuggingPriority(for: axis) == lowest && intrinsic[$0] < 0
      }
      if growing.isEmpty {
        growing = views.indices.filter { views[$0].contentHuggingPriority(for: axis) == lowest }
      }
      for (index, extra) in zip(growing, share(left, weights: growing.map { _ in 1 })) {
        lengths[index] += extra
      }
      return lengths
    }
    // The least resisting views give way first, down to nothing; a
    // required one never does, and runs past the stack's end instead.
    let priorities = Set(views.map { $0.contentCompressionResistancePriority(for: axis) }).sorted()
    for priority in priorities where left < 0 && priority < .required {
      let giving = views.indices.filter {
        views[$0].contentCompressionResistancePriority(for: axis) == priority && lengths[$0] > 0
      }
      let available = giving.reduce(0) { $0 + lengths[$1] }
      let taken = min(available, -left)
      for (index, cut) in zip(giving, share(taken, weights: giving.map { lengths[$0] })) {
        lengths[index] -= cut
      }
      left += taken
    }
    return lengths
  }

  /// The gaps that put the centres of views of `lengths` evenly apart over
  /// `room` cells, the first at the start and the last at the end; nil
  /// where a gap would be less than the spacing.
  private func centredGaps(_ lengths: [Int], room: Int) -> [Int]? {
    let count = lengths.count
    let first = Double(lengths[0]) / 2
    let last = Double(room) - Double(lengths[count - 1]) / 2
    let pitch = (last - first) / Double(count - 1)
    var gaps: [Int] = []
    var end = lengths[0]
    for index in 1..<count {
      let centre = first + pitch * Double(index)
      let start = Int((centre - Double(lengths[index]) / 2).rounded())
      let gap = start - end
      guard gap >= spacing else { return nil }
      gaps.append(gap)
      end = start + lengths[index]
    }
    return gaps
  }

  /// Where `view` goes across the axis, in `breadth` cells: its offset
  /// from the stack's edge and its thickness.
  private func placementAcross(of view: View, in breadth: Int) -> (Int, Int) {
    let intrinsic = length(of: view, along: other(axis))
    guard alignment != .fill, intrinsic >= 0 else { return (0, breadth) }
    let thickness = min(intrinsic, breadth)
    switch alignment {
    case .fill, .leading, .top: return (0, thickness)
    case .center: return ((breadth - thickness) / 2, thickness)
    case .trailing, .bottom: return (breadth - thickness, thickness)
    }
  }

  /// `total` cells shared in proportion to `weights`, in whole cells: each
  /// its share rounded down, the cells left over one each to the largest
  /// remainders, the first among equals.
  private func share(_ total: Int, weights: [Int]) -> [Int] {
    let sum = weights.reduce(0, +)
    guard sum > 0, total > 0 else { return weights.map { _ in 0 } }
    var shares = weights.map { total * $0 / sum }
    var left = total - shares.reduce(0, +)
    let remainders = weights.map { total * $0 % sum }
    let order = weights.indices.sorted {
      (remainders[$0], -$0) > (remainders[$1], -$1)
    }
    for index in order where left > 0 {
      shares[index] += 1
      left -= 1
    }
    return shares
  }

  private func length(of view: View, along axis: LayoutConstraint.Axis) -> Int {
    let size = view.intrinsicContentSize
    return axis == .horizontal ? size.width : size.height
  }

  private func other(_ axis: LayoutConstraint.Axis) -> LayoutConstraint.Axis {
    axis == .horizontal ? .vertical : .horizontal
  }
}
