import CollectionView

/// What an example is made with: the clock its animations and timers run
/// on, the seed for its random choices, and its place in the menu.
public struct ExampleContext {
  public let clock: AnimationClock
  /// Fixes every random choice (badge counts, Wi-Fi changes, shuffles).
  public let seed: UInt64
  /// The menu path, for the title bar.
  public let title: String

  public init(clock: AnimationClock, seed: UInt64, title: String) {
    self.clock = clock
    self.seed = seed
    self.title = title
  }
}
