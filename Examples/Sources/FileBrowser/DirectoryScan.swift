/// A walk of a whole tree, breadth first, a slice at a time: each
/// ``step(in:itemBudget:hasTimeLeft:)`` reads folders until it has read
/// about so many items or its time is up, so that the app handles keys
/// between slices and never waits on a large tree or a slow disk.
struct DirectoryScan: Sendable {
  /// The folders found and not read yet, the next first.
  private var pending: [FileTree.ID]
  /// Where the next folder to read is in ``pending``: reading from the
  /// front without moving what is behind it.
  private var next = 0
  /// The folders read so far.
  private var foldersRead = 0
  /// How far the scan has come, 0 to 1: the folders read of those found.
  /// Found folders keep coming, so this is an estimate, kept from going
  /// back as a bar must not.
  private(set) var fractionDone = 0.0

  /// A scan of a whole tree, nothing read yet.
  init() {
    pending = [FileTree.rootID]
  }

  var isFinished: Bool { next == pending.count }

  /// Reads the next folders of `tree` until `itemBudget` items have been
  /// read or `hasTimeLeft` says no more (at least one folder, however
  /// large), queueing the folders they hold. A folder read before
  /// (expanded by the user) costs nothing but is walked into all the same.
  mutating func step(in tree: inout FileTree, itemBudget: Int, hasTimeLeft: () -> Bool) {
    var read = 0
    repeat {
      guard !isFinished else { break }
      let folder = pending[next]
      next += 1
      let children = tree.children(of: folder)
      foldersRead += 1
      read += children.count
      pending += children.filter { tree[$0].kind == .folder }
    } while read < itemBudget && hasTimeLeft()
    // The queue's read part goes once it outweighs the rest.
    if next > 1024 && next * 2 > pending.count {
      pending.removeFirst(next)
      next = 0
    }
    let found = foldersRead + pending.count - next
    fractionDone = max(fractionDone, Double(foldersRead) / Double(max(found, 1)))
  }
}
