import Benchmarking
import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import GalleryExamples
import MallocInterposerSwift
import TerminalUI

// How many blocks the hot paths allocate, for `make bench`: building a
// snapshot, the difference end to end, single edits in a large section, the
// self-sizing solve and an insertion-sort frame. A count is exact and the
// same run to run, so a change that adds an allocation per item, or per
// drawn cell, shows at once, where a timing would hide it in its spread.
// Each figure's work runs once before it is counted: the first run of a
// path allocates the runtime's metadata for the types it meets (32 of the
// 41 blocks counted for building a 100k snapshot the first time), which is
// neither the work named nor paid again.
//
// This program alone links ordo-one's malloc-interposer (package-benchmark's
// allocation counter): linked, it takes over `malloc` and `free` for the
// whole process, adding its header to every block, which would move the
// timings and memory figures of the process that measures those.

/// Prints the number of blocks `work` allocates, on any thread, divided by
/// `per`, as the figure `name`, once `check` (run after it, not counted)
/// has made sure the work was the work named, as every figure of `make
/// bench` does.
///
/// `warmUp`, not counted, runs the same path first: by default `work`
/// itself; an edit that cannot run twice names one like it.
func count(
  _ name: String,
  per: Int = 1,
  _ work: () -> Void,
  warmUp: (() -> Void)? = nil,
  checking check: () -> Void
) {
  guard isSelected(name) else { return }
  if let warmUp { warmUp() } else { work() }
  MallocInterposerSwift.reset()
  MallocInterposerSwift.hook()
  work()
  MallocInterposerSwift.unhook()
  let allocations = MallocInterposerSwift.getStatistics().mallocCount
  check()
  report(name, Double(allocations) / Double(per), "count")
}

let snapshot = ListFixtures.snapshot
var random = SplitMix64(seed: 0x616C_6C6F_6373)

let old = ListFixtures.randomIdentifiers(100_000, &random)
let new = ListFixtures.edited(old, &random)
var built: ListFixtures.Snapshot?
count("snapshot.append.100k.mallocs") {
  built = snapshot(old)
} checking: {
  require(built?.itemIdentifiers == old, "a snapshot of 100,000 items")
}
var difference: SnapshotDifference?
count("diff.e2e.100k.mallocs") {
  difference = snapshot(new).difference(from: snapshot(old))
} checking: {
  checkDifference(difference!, from: snapshot(old), to: snapshot(new), "diff.e2e.100k.mallocs")
}
let (before, after) = (snapshot(old), snapshot(old.map { $0 }))
count("diff.unchanged.100k.mallocs") {
  difference = after.difference(from: before)
} checking: {
  require(difference!.isEmpty, "no difference between equal snapshots")
}

// On copies that own their storage, as the single-edit timings are taken.
let million = ListFixtures.randomIdentifiers(1_000_000, &random)
let spare = UUID(using: &random)
let base = snapshot(million)
var deleting = ListFixtures.ownCopy(of: base, spare: spare)
count("snapshot.delete_one.1m.mallocs") {
  deleting.deleteItems([million[500_000]])
} warmUp: {
  var warming = ListFixtures.ownCopy(of: base, spare: spare)
  warming.deleteItems([million[500_000]])
} checking: {
  require(
    deleting.numberOfItems == 999_999 && deleting.indexOfItem(million[500_000]) == nil,
    "the middle item deleted"
  )
}
var inserting = ListFixtures.ownCopy(of: base, spare: spare)
count("snapshot.insert_one.1m.mallocs") {
  inserting.insertItems([spare], beforeItem: million[500_000])
} warmUp: {
  var warming = ListFixtures.ownCopy(of: base, spare: spare)
  warming.insertItems([spare], beforeItem: million[500_000])
} checking: {
  require(inserting.indexOfItem(spare) == 500_000, "an item inserted in the middle")
}

let feed = LayoutFixtures.feed()
var solvedFeed: SolvedLayout?
count("layout.estimated.1m.mallocs") {
  solvedFeed = LayoutFixtures.solve(feed, rows: 1_000_000)
} checking: {
  LayoutFixtures.checkFeed(solvedFeed!, rows: 1_000_000)
}
solvedFeed = nil

// Per frame, over twenty frames that each run a step of the sort.
let terminal = HeadlessTerminal(width: 200, height: 60)
let (app, clock) = AppFixtures.sorting(size: terminal.size)
AppFixtures.sortFrame(app, clock, terminal)
let firstFrame = terminal.text
count("insertion_sort.frame.200x60.mallocs", per: 20) {
  for _ in 0..<20 { AppFixtures.sortFrame(app, clock, terminal) }
} checking: {
  AppFixtures.checkSortMoved(from: firstFrame, to: terminal.text)
}

// Per frame of Mountains Search at 200×60 halfway through the change typing
// "e" makes, as animation.frame.200x60.us times it: drawing only.
let (searching, animationClock) = AppFixtures.searchingHalfway(
  size: CellSize(width: 200, height: 60)
)
var animationCanvas = Canvas(size: searching.size)
count("animation.frame.200x60.mallocs", per: 50) {
  for _ in 0..<50 {
    animationCanvas = Canvas(size: searching.size)
    searching.draw(into: &animationCanvas, now: animationClock.now)
  }
} checking: {
  AppFixtures.checkHalfway(animationCanvas.plainText(), of: searching, at: animationClock.now)
}
