import Foundation
import Testing

/// The helpers the end-to-end tests stand on fail at once, never wait.
@Suite struct ProcessesTests {
  @Test func aMissingExecutableIsAnErrorNamingWhereItLooked() throws {
    let start = FileManager.default.temporaryDirectory.appendingPathComponent("a/b")
    let found = executable(named: "gallery-\(UUID().uuidString)", above: start)
    guard case .failure(let failure) = found else {
      Issue.record("found \(found)")
      return
    }
    #expect(failure.description.contains(start.standardizedFileURL.path))
  }

  @Test func theNearestExecutableAboveIsFound() throws {
    let found = try executable(named: "sh", above: URL(fileURLWithPath: "/bin/x/y")).get()
    #expect(found.path == "/bin/sh")
  }
}
