#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The handler fields of a `sigaction`, which Glibc and Darwin name
/// differently, and what they say: one place for what the signal handlers
/// of this module install and read.
extension sigaction {
  /// A signal-number handler, which `sa_flags` without `SA_SIGINFO` uses:
  /// a function, `SIG_DFL` or `SIG_IGN`.
  var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler
      #else
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler = newValue
      #else
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }

  /// A handler that is also given the signal's details, which `sa_flags`
  /// with `SA_SIGINFO` uses.
  var informedHandler:
    (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)?
  {
    get {
      #if canImport(Glibc)
        __sigaction_handler.sa_sigaction
      #else
        __sigaction_u.__sa_sigaction
      #endif
    }
    set {
      #if canImport(Glibc)
        __sigaction_handler.sa_sigaction = newValue
      #else
        __sigaction_u.__sa_sigaction = newValue
      #endif
    }
  }

  /// Whether the signal takes its default action (`SIG_DFL`).
  var takesDefaultAction: Bool { handlerAddress == 0 }

  /// Whether the signal is ignored (`SIG_IGN`).
  var ignoresSignal: Bool { handlerAddress == unsafeBitCast(SIG_IGN, to: Int.self) }

  private var handlerAddress: Int { unsafeBitCast(handler, to: Int.self) }
}
