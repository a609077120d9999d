import CollectionView
import GalleryExamples
import TerminalApp
import TerminalUI

@testable import GalleryApp

/// Renders a screen the way `gallery render` does.
func render(
  _ target: String,
  size: CellSize = CellSize(width: 80, height: 24),
  keys: String = "",
  seed: UInt64 = 0,
  format: RenderFormat = .text,
  settle: Bool = true,
  appearance: Appearance = .dark
) throws -> String {
  try HeadlessRender.render(
    target: target,
    size: size,
    script: KeyScript.parse(keys),
    seed: seed,
    format: format,
    settle: settle,
    appearance: appearance
  )
}

/// One element of `--format frames` output.
struct Frame: Equatable {
  var kind: String
  var section: Int
  var item: Int
  var x: Int
  var y: Int
  var w: Int
  var h: Int
  /// Below 1 while fading in or out.
  var opacity = 1.0
  /// A deleted element fading out, at its old index path.
  var deleted = false
}

/// Reads `--format frames` output back, one object a line; deleted
/// elements fading out are left out unless asked for.
func parseFrames(_ output: String, includingDeleted: Bool = false) -> [Frame] {
  output.split(separator: "\n").map { line in
    var fields: [String: String] = [:]
    for pair in line.dropFirst().dropLast().split(separator: ",") {
      let parts = pair.split(separator: ":", maxSplits: 1)
      fields[parts[0].trimmingCharacters(in: ["\""])] = parts[1].trimmingCharacters(in: ["\""])
    }
    return Frame(
      kind: fields["kind"]!,
      section: Int(fields["section"]!)!,
      item: Int(fields["item"]!)!,
      x: Int(fields["x"]!)!,
      y: Int(fields["y"]!)!,
      w: Int(fields["w"]!)!,
      h: Int(fields["h"]!)!,
      opacity: fields["opacity"].flatMap(Double.init) ?? 1,
      deleted: fields["deleted"] == "true"
    )
  }.filter { includingDeleted || !$0.deleted }
}

/// The app `render` would run, with `keys` played on it and the clock it
/// runs on, for tests that look inside its screens.
func play(
  _ target: String,
  size: CellSize = CellSize(width: 80, height: 24),
  keys: String = "",
  seed: UInt64 = 0,
  resources: Resources = .forCurrentProcess()
) throws -> (app: App, clock: VirtualClock) {
  let (app, clock) = try HeadlessRender.makeApp(
    target: target,
    size: size,
    seed: seed,
    resources: resources
  )
  try play(keys, on: app, clock: clock)
  return (app, clock)
}

/// Plays more keys on an app from ``play(_:size:keys:seed:resources:)``,
/// then draws it as it is now, as `render --no-settle` would.
func play(_ keys: String, on app: App, clock: VirtualClock) throws {
  HeadlessRender.play(try KeyScript.parse(keys), on: app, clock: clock)
  var canvas = Canvas(size: app.size)
  app.draw(into: &canvas, now: clock.now)
}

/// The app's screen as `render --format text` prints it, settled.
func screenText(of app: App) -> String {
  var canvas = Canvas(size: app.size)
  app.draw(into: &canvas, now: .infinity)
  return canvas.plainText()
}

let sizes = [CellSize(width: 80, height: 24), CellSize(width: 120, height: 40)]

/// The SGR parameters that set `color` (24-bit) as the text colour, as
/// `--format ansi` writes them.
func sgr(foreground color: Color) -> String {
  guard case .rgb(let red, let green, let blue) = color else { return "\(color)" }
  return "38;2;\(red);\(green);\(blue)"
}

/// The SGR parameters that set `color` (24-bit) as the background.
func sgr(background color: Color) -> String {
  guard case .rgb(let red, let green, let blue) = color else { return "\(color)" }
  return "48;2;\(red);\(green);\(blue)"
}

extension App {
  /// The gallery's developer tools, which every gallery app installs.
  var developerTools: DeveloperTools { plugin(DeveloperTools.self)! }
}
