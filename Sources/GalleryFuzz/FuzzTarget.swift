#if canImport(Glibc)
  import Glibc
#endif

/// The surfaces the fuzzer drives, each by its name on the command line and
/// in `FUZZ_TARGET`: the parsers that take bytes from outside, and the
/// snapshot engine's hand-written storage.
///
/// A target returns normally for any input it is given: an input the
/// surface rejects is fine, and a crash, a trap or a check that fails is a
/// finding.
enum FuzzTarget: String, CaseIterable {
  /// Terminal input as curses hands it over: keys, SGR mouse reports,
  /// bracketed paste, sequences cut short.
  case input
  /// The answers a terminal gives to the colour and attribute queries.
  case colorReply = "color-reply"
  /// `--keys` scripts.
  case keyScript = "key-script"
  /// `mountains.csv`.
  case mountains
  /// `emoji.tsv`.
  case emoji
  /// `videos.tsv`.
  case videos
  /// Snapshot operations against a plain model, with the difference
  /// replayed.
  case snapshot
  /// Section-snapshot (outline) operations against a plain model.
  case sectionSnapshot = "section-snapshot"

  /// The longest input the target reads, which the fuzzer is told so that
  /// it mutates only bytes that count; nil for libFuzzer's own limit.
  var maximumInputLength: Int? {
    switch self {
    case .snapshot, .sectionSnapshot: SnapshotTarget.maximumLength
    default: nil
    }
  }

  /// Runs the target on one input.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .input: InputTarget.run(bytes)
    case .colorReply: ColorReplyTarget.run(bytes)
    case .keyScript: KeyScriptTarget.run(bytes)
    case .mountains: DataTableTarget.run(bytes, table: .mountains)
    case .emoji: DataTableTarget.run(bytes, table: .emoji)
    case .videos: DataTableTarget.run(bytes, table: .videos)
    case .snapshot: SnapshotTarget.run(bytes)
    case .sectionSnapshot: SectionSnapshotTarget.run(bytes)
    }
  }
}

/// A check a target makes of what the surface gave back: failing, it
/// stops the process so that libFuzzer keeps the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz check failed: \(message())") }
}

/// Writes `text` to standard error.
func printError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
