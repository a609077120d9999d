/// An action a list row offers at its edge, shown when the row is swiped
/// (from the keyboard here): UIKit's `UIContextualAction`.
///
/// ```swift
/// let star = ContextualAction(style: .normal, title: "Star") { action, sourceFrame, completion in
///   starred.toggle()
///   completion(true)
/// }
/// star.image = "★"
/// ```
public final class ContextualAction {
  /// How an action looks and what it implies.
  public enum Style: Hashable, Sendable {
    /// An action of any kind.
    case normal
    /// An action that deletes: drawn in the destructive colour.
    case destructive
  }

  /// Runs the action. It is handed the action, the frame it was shown in
  /// (cells, in the collection's coordinates, where UIKit hands the view)
  /// and a completion to call with whether it was performed; the shown
  /// actions close when it is called.
  public typealias Handler = (ContextualAction, Rect, @escaping (Bool) -> Void) -> Void

  public let style: Style
  /// The action's name, shown on its button.
  public var title: String?
  /// A symbol shown before the title (`★`, `⊖`): UIKit's image, in
  /// characters.
  public var image: String?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
