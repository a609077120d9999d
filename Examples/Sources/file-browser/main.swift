import FileBrowser
import TerminalApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says `message` where errors go and ends the program.
func fail(_ message: String) -> Never {
  let line = "file-browser: \(message)\n"
  _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(1)
}

// file-browser [PATH] browses the folder at PATH, by default the current
// one, under its full path.
let argument = CommandLine.arguments.dropFirst().first ?? "."
guard let resolved = realpath(argument, nil) else {
  fail("cannot open \(argument): \(String(cString: strerror(errno)))")
}
let root = String(cString: resolved)
free(resolved)
guard (try? DiskFileSystem().attributesOfItem(atPath: root).kind) == .folder else {
  fail("\(argument) is not a folder")
}

do {
  try App.runInTerminal { size, clock in
    App(root: FileBrowserController(root: root, clock: clock), clock: clock, size: size)
  }
} catch {
  // The terminal is given back by now; the reason goes where errors go.
  fail("\(error)")
}
