import TerminalApp

/// `--keys` scripts: any text either parses or is refused with a message,
/// and a script that parses never waits longer than the documented limit.
enum KeyScriptTarget {
  static func run(_ bytes: [UInt8]) {
    let script = String(decoding: bytes, as: UTF8.self)
    do {
      let steps = try KeyScript.parse(script)
      var waited = 0.0
      for case .wait(let seconds) in steps {
        require(seconds >= 0 && seconds.isFinite, "a wait of \(seconds)")
        waited += seconds
      }
      require(waited <= KeyScript.maximumWait + 1e-9, "\(waited) s of waits in all")
    } catch {
      require(!"\(error)".isEmpty, "a refusal without a message")
    }
  }
}
