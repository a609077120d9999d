import CollectionView
import GalleryExamples
import TerminalApp
import TerminalUI

/// A screen made the first time the app needs it: the menu under an example
/// opened directly, which most such runs never go back to. Making the menu
/// lays out and fills the whole outline, a sixth of `gallery render <id>`'s
/// work; deferred, a run that stays on its example never pays for it.
final class DeferredScreen: ScreenProxy {
  private let make: () -> Screen
  private var made: Screen?
  /// The stack the screen is on, handed on to it when it is made: the
  /// traits it draws with (the theme, reduced motion) come from there.
  private weak var navigationController: NavigationController?

  init(_ make: @escaping () -> Screen) {
    self.make = make
  }

  /// Whether the screen has been made yet.
  var isMade: Bool { made != nil }

  /// The screen itself, made on first use.
  var screen: Screen {
    if let made { return made }
    let screen = make()
    made = screen
    if let navigationController { screen.didMove(to: navigationController) }
    return screen
  }

  func didMove(to navigationController: NavigationController) {
    self.navigationController = navigationController
    made?.didMove(to: navigationController)
  }
}
