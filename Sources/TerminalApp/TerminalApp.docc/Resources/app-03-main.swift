import TerminalApp

try App.runInTerminal { size, clock in
  App(root: FruitsViewController(title: "Fruits"), clock: clock, size: size)
}
