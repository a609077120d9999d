// What UIKit's one import gives a collection view's code: the layout, the
// snapshots and the terminal's canvas and events come with the view.
@_exported import CompositionalLayout
@_exported import DiffableDataSource
@_exported import TerminalUI
