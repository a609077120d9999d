import HelloList
import TerminalApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

do {
  try App.runInTerminal { size, clock in
    App(root: FruitListController(title: "Fruits"), clock: clock, size: size)
  }
} catch {
  // The terminal is given back by now; the reason goes where errors go.
  let message = "hello-list: \(error)\n"
  _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(1)
}
