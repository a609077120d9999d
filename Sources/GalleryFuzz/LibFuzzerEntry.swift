#if FUZZING
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Built with `-sanitize=fuzzer,address -DFUZZING` (`make fuzz`), the
  /// program hands its command line to libFuzzer's driver, which runs the
  /// target named by `FUZZ_TARGET`: one build serves every surface. (The
  /// driver is called rather than libFuzzer's own `main`, because SwiftPM
  /// points an executable's `main` at its Swift entry point.)
  @main
  enum LibFuzzerEntry {
    static func main() {
      let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
      guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        printError("FUZZ_TARGET must name one of: \(names)\n")
        exit(2)
      }
      selectedTarget = target
      var arguments = CommandLine.arguments
      if let length = target.maximumInputLength,
        !arguments.contains(where: { $0.hasPrefix("-max_len=") })
      {
        arguments.append("-max_len=\(length)")
      }
      // The driver keeps argv for the whole run, so the copies are never freed.
      var argv = arguments.map { strdup($0) } + [nil]
      var argc = CInt(arguments.count)
      argv.withUnsafeMutableBufferPointer { buffer in
        var base = buffer.baseAddress!
        exit(runFuzzerDriver(&argc, &base, testOneInput))
      }
    }
  }

  /// The target the driver runs; set once, before the driver starts.
  nonisolated(unsafe) private var selectedTarget: FuzzTarget?

  private func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget?.run(bytes)
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif
