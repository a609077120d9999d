import Foundation
import SnapshotTesting
import Testing

/// Whether this run records goldens: only `make goldens` sets it. Every
/// other run (`make test`, CI, a bare `swift test`) compares, so a golden
/// that was deleted or renamed fails rather than being written anew.
private let recordsGoldens = ProcessInfo.processInfo.environment["GALLERY_RECORD_GOLDENS"] == "1"

/// Asserts that `text` matches the golden file `named` for the calling
/// test, kept in `__Snapshots__/<test file>/<test>.<name>.txt` beside the
/// test file. A missing golden fails with its path; `make goldens`
/// records missing and differing goldens on purpose.
func assertGolden(
  _ text: String,
  named name: String = "1",
  filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let golden = directory.appendingPathComponent(
    "\(pathComponent(testName)).\(pathComponent(name)).txt"
  )
  let location = SourceLocation(
    fileID: "\(fileID)",
    filePath: "\(filePath)",
    line: Int(line),
    column: Int(column)
  )
  guard recordsGoldens || FileManager.default.fileExists(atPath: golden.path) else {
    Issue.record("No golden at \(golden.path): `make goldens` records it", sourceLocation: location)
    return
  }
  if let failure = verifySnapshot(
    of: text,
    as: .lines,
    named: name,
    record: recordsGoldens ? .failed : .never,
    snapshotDirectory: directory.path,
    fileID: fileID,
    file: filePath,
    testName: testName,
    line: line,
    column: column
  ) {
    Issue.record("\(failure)", sourceLocation: location)
  }
}

/// `text` as the snapshot library names files after it: each run of
/// characters other than letters, digits and `_` becomes one `-`, and none
/// is left at either end (so `goldenInspector()` names `goldenInspector`).
private func pathComponent(_ text: String) -> String {
  var result = ""
  var pendingDash = false
  for character in text {
    if character.isLetter || character.isNumber || character == "_" {
      if pendingDash && !result.isEmpty { result.append("-") }
      pendingDash = false
      result.append(character)
    } else {
      pendingDash = true
    }
  }
  return result
}
