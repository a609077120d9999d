import CollectionView
import HelloList
import TerminalApp
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The README's example, driven as its users would drive it.
@Suite struct HelloListTests {
  @Test func theListShowsItsHeaderAndRowsAndScrolls() throws {
    let clock = VirtualClock()
    let app = App(
      root: FruitListController(title: "Fruits", clock: clock),
      clock: clock,
      size: CellSize(width: 40, height: 12)
    )
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("Fruits"))
    #expect(lines[1].contains("100 fruits"))
    #expect(lines[2].contains("Fruit 1"))
    // Down past the screen's end scrolls the list: the last row comes into
    // view and the focus is on it.
    try pilot.run("end")
    pilot.settle()
    #expect(pilot.text.contains("Fruit 100"))
    #expect(!pilot.text.contains("Fruit 1\n") && !pilot.text.contains("Fruit 1 "))
    let focused = try #require(app.top as? FruitListController).collectionView.focusedIndexPath
    #expect(focused == IndexPath(item: 99, section: 0))
  }
}

/// The README's example is this package's file, word for word, so what a
/// reader copies is what the tests compile and drive.
@Test func theReadmeShowsTheCompiledExample() throws {
  let here = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
  let readme = try #require(readFile("/\(here)/README.md"))
  let example = try #require(
    readFile("/\(here)/Examples/Sources/HelloList/FruitListController.swift")
  )
  #expect(readme.contains("```swift\n" + example))
}

/// A file's text, read whole; nil where it cannot be read.
private func readFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
