#if !FUZZING
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Without libFuzzer (`swift build`, `make test`), the program replays
  /// inputs: `gallery-fuzz <target> <file or folder>...` runs the target
  /// once on each file, so the seed corpus and every finding kept as a
  /// regression run in the ordinary build. It prints how many inputs ran;
  /// an input that makes the target fail stops it, as under the fuzzer.
  @main
  enum CorpusReplay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name),
        arguments.count > 1
      else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        printError("usage: gallery-fuzz <\(names)> <file or folder>...\n")
        exit(2)
      }
      var count = 0
      for path in arguments.dropFirst() {
        for file in files(at: path) {
          guard let bytes = contents(of: file) else {
            printError("gallery-fuzz: cannot read \(file)\n")
            exit(1)
          }
          target.run(bytes)
          count += 1
        }
      }
      print("\(target.rawValue): \(count) inputs replayed")
    }

    /// The file at `path`, or the files in the folder at `path`, sorted.
    private static func files(at path: String) -> [String] {
      guard let directory = opendir(path) else { return [path] }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if !name.hasPrefix(".") { names.append(path + "/" + name) }
      }
      return names.sorted()
    }

    private static func contents(of path: String) -> [UInt8]? {
      guard let file = fopen(path, "rb") else { return nil }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = fread(&chunk, 1, chunk.count, file)
        bytes += chunk[..<count]
        if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
      }
    }
  }
#endif
