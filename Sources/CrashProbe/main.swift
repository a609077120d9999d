import TerminalUI

// Takes the terminal over as `gallery` does, shows a frame, waits for a
// key, then fails the way a Swift program fails: the runtime's message on
// standard error, then a trap. The end-to-end tests run it to check that the
// message reaches the screen after the terminal is given back, which no
// working gallery can show.
let terminal = try CursesTerminal()
var canvas = terminal.makeCanvas()
canvas.put("crash probe: press a key to crash", x: 0, y: 0)
terminal.present(canvas)
_ = terminal.readEvent(timeout: nil)
fatalError("the crash probe crashed as asked")
