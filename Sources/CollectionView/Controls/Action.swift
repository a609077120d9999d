/// What a control does when an event of it happens: UIKit's `UIAction`,
/// a title and a handler.
public final class Action {
  /// What the action does, in a word or two: a button's title.
  public var title: String
  private let handler: (Action) -> Void
  /// The control whose event runs the action, while it runs.
  public private(set) weak var sender: Control?

  public init(title: String = "", handler: @escaping (Action) -> Void) {
    self.title = title
    self.handler = handler
  }

  /// Runs the handler for `sender`.
  func perform(from sender: Control) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
