import ArgumentParser
import Testing

@testable import GalleryApp

/// The sample is random on every launch: the interactive gallery draws a
/// seed unless `--seed` fixes one, while `render` stays at 0 so its output
/// is reproducible.
@Suite("Launch seed")
struct LaunchSeedTests {
  /// Hands out the values it was given, in order.
  struct Scripted: RandomNumberGenerator {
    var values: [UInt64]
    mutating func next() -> UInt64 { values.removeFirst() }
  }

  private func open(_ arguments: [String]) throws -> OpenCommand {
    try #require(try GalleryCommand.parseAsRoot(arguments) as? OpenCommand)
  }

  @Test func aGivenSeedIsUsedAsIs() throws {
    var generator = Scripted(values: [99])
    #expect(try open(["--seed", "7"]).launchSeed(using: &generator) == 7)
    #expect(try open(["grid", "--seed", "0"]).launchSeed(using: &generator) == 0)
  }

  @Test func withoutOneEachLaunchDrawsItsOwn() throws {
    var generator = Scripted(values: [12_345, 67_890])
    let command = try open(["grid"])
    #expect(command.launchSeed(using: &generator) == 12_345)
    #expect(command.launchSeed(using: &generator) == 67_890)
    var system = SystemRandomNumberGenerator()
    let seeds = Set((0..<4).map { _ in command.launchSeed(using: &system) })
    #expect(seeds.count > 1)
  }

  @Test func renderKeepsSeedZero() throws {
    let render = try #require(try GalleryCommand.parseAsRoot(["render", "grid"]) as? RenderCommand)
    #expect(render.runSeed == 0)
    #expect(render.appearance == .dark)
  }
}
