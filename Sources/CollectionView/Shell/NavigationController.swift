/// What keeps the stack of screens a view controller was pushed on:
/// UIKit's `UINavigationController`. The app shell is one; a view
/// controller reaches it through ``ViewController/navigationController``.
public protocol NavigationController: AnyObject {
  /// The screens on the stack, the root first.
  var viewControllers: [Screen] { get }
  /// What the screens are drawn for: the terminal's characters and
  /// colours, dark or light.
  var traits: CanvasTraits { get }
  /// The clock the screens' animations and timers run on: a screen made
  /// without one takes it when it is pushed.
  var animationClock: AnimationClock { get }
  /// Opens `viewController` over the one on top.
  func pushViewController(_ viewController: Screen, animated: Bool)
  /// Closes the screen on top (never the root), returning it.
  @discardableResult
  func popViewController(animated: Bool) -> Screen?
}
