#if GALLERY_LEAK_CHECKS
  // Built for `make sanitize` only. LeakSanitizer asks every program for its
  // own suppressions, so the gallery started in a tmux pane or a pty, where
  // `LSAN_OPTIONS` does not reach, suppresses what Sanitizers/lsan.supp does
  // (see there for why): what a Swift global's one-time initializer
  // allocates lives as long as the process, and what ncurses's mouse set-up
  // leaves behind on the Linux console is not ours.
  @_cdecl("__lsan_default_suppressions")
  public func leakCheckSuppressions() -> UnsafePointer<UInt8> {
    StaticString("leak:_WZ\nleak:mousemask_sp\n").utf8Start
  }

  // Nothing is printed at exit when every leak found was suppressed: the
  // table of suppressions used would land on the terminal after the last
  // frame.
  @_cdecl("__lsan_default_options")
  public func leakCheckOptions() -> UnsafePointer<UInt8> {
    StaticString("print_suppressions=0").utf8Start
  }
#endif
