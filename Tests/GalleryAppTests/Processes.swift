import Foundation

/// The `gallery` executable beside the test bundle: the tests run the real
/// binary, built with the tests, or the one in `$GALLERY_BIN_PATH` (a
/// folder as `swift build --show-bin-path` prints it: `make reliability`
/// runs the release build).
///
/// - Throws: when no folder above the test bundle holds one, naming where it
///   looked, so a missing build fails each test at once.
func galleryExecutable() throws -> URL {
  try locatedGallery.get()
}

private let locatedGallery =
  ProcessInfo.processInfo.environment["GALLERY_BIN_PATH"].map {
    executable(named: "gallery", above: URL(fileURLWithPath: $0))
  } ?? executable(named: "gallery", above: Bundle.main.bundleURL)

/// The executable called `name` in `start` or the nearest folder above it.
///
/// - Throws: when no folder up to the root holds one.
func executable(named name: String, above start: URL) -> Result<URL, TestFailure> {
  var directory = start.standardizedFileURL
  while true {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
    let parent = directory.deletingLastPathComponent().standardizedFileURL
    if parent.path == directory.path {
      return .failure(
        TestFailure("no \(name) executable in \(start.path) or any folder above it: build it first")
      )
    }
    directory = parent
  }
}

/// How a process ended and what it printed.
struct ProcessResult {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `executable` to the end with standard input from /dev/null.
///
/// The child inherits nothing but its standard input, output and error, and
/// starts with every signal unblocked and handled the default way.
/// `Process` would hand it every descriptor open at the time, among them the
/// socket by which `Process` notices a child's end, and other tests' pipes:
/// a tmux server, which lives on after the command that started it, would
/// keep those open and hang whoever waits on them. For the same reason what
/// the child prints goes to files, not pipes.
///
/// - Parameter environment: the child's whole environment; `nil` inherits
///   this process's.
func runProcess(
  _ executable: URL,
  _ arguments: [String],
  environment: [String: String]? = nil
) throws -> ProcessResult {
  let output = try OutputFile()
  let error = try OutputFile()
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_adddup2(&actions, output.descriptor, 1)
  posix_spawn_file_actions_adddup2(&actions, error.descriptor, 2)
  guard closeFrom(&actions, 3) == 0 else {
    throw TestFailure("cannot keep descriptors from \(executable.lastPathComponent)")
  }
  let argumentStrings = ([executable.path] + arguments).map { strdup($0) } + [nil]
  let environmentStrings =
    (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") }
    + [nil]
  defer { (argumentStrings + environmentStrings).forEach { free($0) } }
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  withSignalsAsNew(&attributes)
  var pid = pid_t()
  let spawned = posix_spawn(
    &pid,
    executable.path,
    &actions,
    &attributes,
    argumentStrings,
    environmentStrings
  )
  guard spawned == 0 else {
    throw TestFailure("cannot start \(executable.path): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  // As `Process.terminationStatus`: the exit status, or the signal's number.
  let signal = status & 0x7f
  return ProcessResult(
    status: signal == 0 ? (status >> 8) & 0xff : signal,
    output: try output.contents(),
    error: try error.contents()
  )
}

/// posix_spawn_file_actions_addclosefrom_np(3) (glibc 2.34), which Swift's
/// Glibc module does not declare, looked up by name.
let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
  else { return { _, _ in ENOSYS } }
  return unsafeBitCast(
    symbol,
    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
  )
}()

/// A step of a test that could not be done, with what was seen.
struct TestFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// A file for one child's output, removed when no longer used.
private final class OutputFile {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("gallery-tests-\(UUID().uuidString)").path
  let descriptor: Int32

  init() throws {
    // Close-on-exec, so that only the child it is meant for gets it.
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw TestFailure("cannot create \(path)") }
  }

  deinit {
    close(descriptor)
    unlink(path)
  }

  func contents() throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }
}

/// Spawn attributes for a child that starts with every signal unblocked and
/// handled the default way, besides `flags`. Test threads block most
/// signals, and a child would inherit that: a tmux server with SIGTERM
/// blocked ignores kill-server.
func withSignalsAsNew(_ attributes: inout posix_spawnattr_t, flags: Int32 = 0) {
  var signals = sigset_t()
  sigemptyset(&signals)
  posix_spawnattr_setsigmask(&attributes, &signals)
  sigfillset(&signals)
  posix_spawnattr_setsigdefault(&attributes, &signals)
  posix_spawnattr_setflags(
    &attributes,
    Int16(flags | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF))
  )
}
