#if GALLERY_LEAK_CHECKS
  // Built for `make sanitize` only. LeakSanitizer asks every program for its
  // own suppressions, so the gallery started in a tmux pane or a pty, where
  // `LSAN_OPTIONS` does not reach, suppresses what Sanitizers/lsan.supp does
  // (see there for why): what a Swift global's one-time initializer
  // allocates lives as long as the process.
  @_cdecl("__lsan_default_suppressions")
  public func leakCheckSuppressions() -> UnsafePointer<UInt8> {
    StaticString("leak:_WZ\n").utf8Start
  }
#endif
