import TerminalUI

extension ListCellAccessory {
  /// Where a custom view accessory goes: UIKit's `Placement`.
  public enum Placement: Hashable, Sendable {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)

    var isLeading: Bool {
      if case .leading = self { return true }
      return false
    }

    var displayed: DisplayedState {
      switch self {
      case .leading(let displayed), .trailing(let displayed): displayed
      }
    }
  }

  /// A view of the app's own as a row's accessory: UIKit's
  /// `UICellAccessory.CustomViewConfiguration`. The row draws the view in
  /// the columns it reserves for it.
  ///
  /// Two configurations are the same when they show the same view where
  /// they place it. Unchecked for sending: a configuration is made and
  /// drawn on the thread that draws, and the view is never shared.
  public struct CustomViewConfiguration: Hashable, @unchecked Sendable {
    public var customView: View
    public var placement: Placement
    /// The columns kept for the view; nil for what it asks for
    /// (``View/intrinsicContentSize``), at least one.
    public var reservedLayoutWidth: Int?

    public init(customView: View, placement: Placement, reservedLayoutWidth: Int? = nil) {
      self.customView = customView
      self.placement = placement
      self.reservedLayoutWidth = reservedLayoutWidth
    }

    /// The columns the view takes.
    var width: Int {
      reservedLayoutWidth ?? max(1, customView.intrinsicContentSize.width)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.customView === rhs.customView && lhs.placement == rhs.placement
        && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(customView))
      hasher.combine(placement)
      hasher.combine(reservedLayoutWidth)
    }
  }
}
