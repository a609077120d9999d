#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` with a fresh folder holding `files` (name to contents), and
/// removes the folder and everything in it after, for data-file tests.
func withTemporaryFolder(
  holding files: [String: String] = [:],
  _ body: (String) throws -> Void
) rethrows {
  var template = Array("/tmp/gallery-test-XXXXXX".utf8CString)
  let directory = String(cString: mkdtemp(&template)!)
  defer {
    for name in files.keys { unlink(directory + "/" + name) }
    rmdir(directory)
  }
  for (name, contents) in files {
    let file = fopen(directory + "/" + name, "w")!
    fputs(contents, file)
    fclose(file)
  }
  try body(directory)
}
