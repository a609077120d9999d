import LogViewer
import TerminalApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// log-viewer FILE shows the lines of FILE; without one, 200,000 lines of a
// made-up log.
let arguments = CommandLine.arguments.dropFirst()
let lines: [String]
if let path = arguments.first {
  guard let file = fopen(path, "r") else {
    let message = "log-viewer: cannot open \(path): \(String(cString: strerror(errno)))\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
  }
  var read: [String] = []
  var buffer: UnsafeMutablePointer<CChar>?
  var capacity = 0
  while getline(&buffer, &capacity, file) > 0, let buffer {
    var line = String(cString: buffer)
    if line.hasSuffix("\n") { line.removeLast() }
    read.append(line)
  }
  free(buffer)
  fclose(file)
  lines = read
} else {
  lines = MadeUpLog.lines(200_000)
}

do {
  try App.runInTerminal { size, clock in
    App(root: LogViewerController(lines: lines, clock: clock), clock: clock, size: size)
  }
} catch {
  // The terminal is given back by now; the reason goes where errors go.
  let message = "log-viewer: \(error)\n"
  _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(1)
}
