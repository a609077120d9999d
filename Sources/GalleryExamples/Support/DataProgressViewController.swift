import CollectionView
import TerminalUI

/// What an example shows while its data file is read on another thread:
/// the file's name, how much of it is read, and a bar; the app's keys (Esc,
/// q, Ctrl-C, help) work meanwhile.
final class DataProgressViewController: ViewController, CatalogueScreen {
  let catalogueID: String
  private let reading: DataTableReading
  private let label = Label()
  private let bar = ProgressView()
  /// When the progress is looked at next.
  private var nextLook: Double?

  /// How often the progress is looked at: often enough for the bar to
  /// move smoothly, and for the example to open within a frame or so of
  /// the file being read.
  static let lookInterval = 1.0 / 20

  init(reading: DataTableReading, context: ExampleContext) {
    self.reading = reading
    catalogueID = context.id
    super.init(title: TitlePath.joined(context.menuPath), clock: context.clock)
  }

  override func viewDidLoad() {
    label.textColor = Theme.secondaryText.foreground
    view.addSubview(label)
    view.addSubview(bar)
    show()
  }

  /// The line and the bar below it, inset as the error screen's text is.
  override func viewDidLayoutSubviews() {
    let width = max(0, view.bounds.width - 4)
    label.frame = CellRect(x: 2, y: 1, width: width, height: 1)
    bar.frame = CellRect(x: 2, y: 3, width: width, height: 1)
  }

  override var nextTimerDeadline: Double? { nextLook }

  override func runTimers(until now: Double) {
    guard let nextLook, nextLook <= now else { return }
    show()
  }

  /// Shows the progress as it is now, and when to look again.
  private func show() {
    let fraction = reading.progress.fraction
    label.text = "Reading \(reading.table.rawValue)… \(Int(fraction * 100))%"
    bar.progress = Float(fraction)
    nextLook = clock.now + Self.lookInterval
  }
}
