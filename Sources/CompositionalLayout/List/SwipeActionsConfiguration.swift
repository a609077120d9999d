/// The actions a list row offers at one edge: UIKit's
/// `UISwipeActionsConfiguration`, returned by a list configuration's
/// leading or trailing provider for a row.
public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the edge.
  public let actions: [ContextualAction]
  /// Whether swiping all the way (the swipe key again while the actions
  /// show) performs the first action.
  public var performsFirstActionWithFullSwipe = true

  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
