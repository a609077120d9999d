import Benchmarking
import CompositionalLayout
import Foundation
import GalleryExamples
import MallocInterposerSwift
import TerminalUI

// How many blocks the hot paths allocate, for `make bench`: building a
// snapshot, the difference end to end, single edits in a large section, the
// self-sizing solve and an insertion-sort frame. A count is exact and the
// same run to run, so a change that adds an allocation per item, or per
// drawn cell, shows at once, where a timing would hide it in its spread.
// It includes what the Swift runtime allocates the first time a type is
// used, so a figure measured alone (`make bench FIGURES=diff.e2e`) can
// count a few dozen more than in the full run, after the figures before it.
//
// This program alone links ordo-one's malloc-interposer (package-benchmark's
// allocation counter): linked, it takes over `malloc` and `free` for the
// whole process, adding its header to every block, which would move the
// timings and memory figures of the process that measures those.

/// Prints the number of blocks `work` allocates, on any thread, divided by
/// `per`, as the figure `name`.
func count(_ name: String, per: Int = 1, _ work: () -> Void) {
  guard isSelected(name) else { return }
  MallocInterposerSwift.reset()
  MallocInterposerSwift.hook()
  work()
  MallocInterposerSwift.unhook()
  let allocations = MallocInterposerSwift.getStatistics().mallocCount
  report(name, Double(allocations) / Double(per), "count")
}

let snapshot = ListFixtures.snapshot
var random = SplitMix64(seed: 0x616C_6C6F_6373)

let old = ListFixtures.randomIdentifiers(100_000, &random)
let new = ListFixtures.edited(old, &random)
require(snapshot(old).itemIdentifiers == old, "a snapshot of 100,000 items")
checkDifference(
  snapshot(new).difference(from: snapshot(old)),
  from: snapshot(old),
  to: snapshot(new)
)
count("snapshot.append.100k.mallocs") { blackHole(snapshot(old)) }
count("diff.e2e.100k.mallocs") { blackHole(snapshot(new).difference(from: snapshot(old))) }
let (before, after) = (snapshot(old), snapshot(old.map { $0 }))
count("diff.unchanged.100k.mallocs") { blackHole(after.difference(from: before)) }

// On copies that own their storage, as the single-edit timings are taken.
let million = ListFixtures.randomIdentifiers(1_000_000, &random)
let spare = UUID(using: &random)
let base = snapshot(million)
var deleting = ListFixtures.ownCopy(of: base, spare: spare)
count("snapshot.delete_one.1m.mallocs") { deleting.deleteItems([million[500_000]]) }
require(
  deleting.numberOfItems == 999_999 && deleting.indexOfItem(million[500_000]) == nil,
  "the middle item deleted"
)
var inserting = ListFixtures.ownCopy(of: base, spare: spare)
count("snapshot.insert_one.1m.mallocs") {
  inserting.insertItems([spare], beforeItem: million[500_000])
}
require(inserting.indexOfItem(spare) == 500_000, "an item inserted in the middle")

let feed = LayoutFixtures.feed()
var solvedFeed: SolvedLayout?
count("layout.estimated.1m.mallocs") {
  solvedFeed = LayoutFixtures.solve(feed, rows: 1_000_000)
}
require(solvedFeed?.numberOfItems(inSection: 0) == 1_000_000, "a million rows solved")

// Per frame, over twenty frames that each run a step of the sort.
let terminal = HeadlessTerminal(width: 200, height: 60)
let (app, clock) = AppFixtures.sorting(size: terminal.size)
AppFixtures.sortFrame(app, clock, terminal)
let firstFrame = terminal.text
count("insertion_sort.frame.200x60.mallocs", per: 20) {
  for _ in 0..<20 { AppFixtures.sortFrame(app, clock, terminal) }
}
require(
  terminal.text != firstFrame && firstFrame.contains("Insertion Sort"),
  "the sort's frames move bars"
)
