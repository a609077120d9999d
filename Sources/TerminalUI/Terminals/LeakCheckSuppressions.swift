#if TERMINALUI_LEAK_CHECKS
  // Built with `-DTERMINALUI_LEAK_CHECKS` only (`make sanitize` sets it).
  // LeakSanitizer asks every program for its own suppressions, so a
  // program started in a tmux pane or a pty, where `LSAN_OPTIONS` does not
  // reach, suppresses what Sanitizers/lsan.supp does (see there for why):
  // what a Swift global's one-time initializer allocates lives as long as
  // the process.
  @_cdecl("__lsan_default_suppressions")
  public func leakCheckSuppressions() -> UnsafePointer<UInt8> {
    StaticString("leak:_WZ\n").utf8Start
  }

  // Nothing is printed at exit when every leak found was suppressed: the
  // table of suppressions used would land on the terminal after the last
  // frame.
  @_cdecl("__lsan_default_options")
  public func leakCheckOptions() -> UnsafePointer<UInt8> {
    StaticString("print_suppressions=0").utf8Start
  }

  @_silgen_name("__lsan_disable")
  private func disableLeakChecks()

  @_silgen_name("__lsan_enable")
  private func enableLeakChecks()
#endif

/// Runs `body`, a call into a C library, with leak checking paused in
/// `make sanitize`'s builds: what the library allocates is its own affair.
///
/// For ncurses's mouse set-up on the Linux console, which loads libgpm
/// with dlopen and unloads it again: 10 bytes libgpm allocated stay with
/// nothing pointing at them, from code no longer mapped, so no stack a
/// suppression could name.
func withForeignAllocationsUnchecked<Result>(_ body: () -> Result) -> Result {
  #if TERMINALUI_LEAK_CHECKS
    disableLeakChecks()
    defer { enableLeakChecks() }
  #endif
  return body()
}
