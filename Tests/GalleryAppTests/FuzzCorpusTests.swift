import Foundation
import Testing

/// The fuzz targets' seed corpus and the findings kept as regressions
/// (`Fuzz/`), replayed by the ordinary build of `GalleryFuzz`: every input
/// the fuzzer once crashed on stays fixed, and every target has seeds.
@Suite struct FuzzCorpusTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  static let targets = [
    "input", "color-reply", "key-script", "mountains", "emoji", "videos", "snapshot",
    "section-snapshot",
  ]

  @Test(arguments: targets)
  func everyInputReplaysCleanly(_ target: String) throws {
    let fuzz = try executable(
      named: "GalleryFuzz",
      above: try galleryExecutable().deletingLastPathComponent()
    ).get()
    let folders = ["Corpus", "Regressions"].map {
      Self.fuzzFolder.appendingPathComponent($0).appendingPathComponent(target)
    }.filter { FileManager.default.fileExists(atPath: $0.path) }
    let count = try folders.reduce(0) {
      $0 + (try FileManager.default.contentsOfDirectory(atPath: $1.path)).count
    }
    #expect(count >= 2, "\(target) has seeds")
    let run = try runProcess(fuzz, [target] + folders.map(\.path))
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "\(target): \(count) inputs replayed\n")
  }

  /// The targets the program knows are the ones replayed here.
  @Test func theTargetsAreTheProgramsOwn() throws {
    let fuzz = try executable(
      named: "GalleryFuzz",
      above: try galleryExecutable().deletingLastPathComponent()
    ).get()
    let usage = try runProcess(fuzz, [])
    #expect(usage.status == 2)
    #expect(usage.error.contains("<\(Self.targets.joined(separator: "|"))>"))
  }
}
