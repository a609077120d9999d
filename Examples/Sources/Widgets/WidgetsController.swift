import CollectionView

/// A form of every control, laid out by stacks alone: a name field, a
/// switch, tabs over a notes editor and a summary, a scan with a bar and a
/// spinner, and a button to start it. Tab moves between the controls.
public final class WidgetsController: ViewController {
  let nameField = TextField()
  let notifications = Switch()
  let tabs = SegmentedControl(items: ["Notes", "Summary"])
  let notes = TextView()
  let summaryView = TextView()
  let progress = ProgressView()
  let spinner = ActivityIndicatorView()
  let status = Label()
  private(set) lazy var scanButton = Button(
    primaryAction: Action(title: "Scan") { [unowned self] _ in startScan() }
  )
  /// When the scan started, while one runs.
  private var scanStart: Double?
  /// How long a scan takes, in seconds.
  static let scanDuration = 2.0

  public init(clock: AnimationClock) {
    super.init(title: "Widgets", clock: clock)
  }

  public override var summary: String {
    "Every control of the toolkit in a form laid out by stack views."
  }

  public override func viewDidLoad() {
    nameField.placeholder = "Your name"
    nameField.addAction(Action { [unowned self] _ in updateSummary() }, for: .editingChanged)
    notifications.addAction(Action { [unowned self] _ in updateSummary() }, for: .valueChanged)
    tabs.appearance = .tabs
    tabs.selectedSegmentIndex = 0
    tabs.addAction(Action { [unowned self] _ in showTab() }, for: .valueChanged)
    notes.text = "Notes go here.\nType, move with the arrows, select with Shift."
    summaryView.isEditable = false
    status.textColor = Theme.secondaryText.foreground
    status.text = "Not scanned yet"

    let nameRow = StackView(arrangedSubviews: [Self.caption("Name"), nameField])
    nameRow.spacing = 1
    let switchRow = StackView(arrangedSubviews: [Self.caption("Notify"), notifications, View()])
    switchRow.spacing = 1
    let scanRow = StackView(arrangedSubviews: [scanButton, spinner, progress, status])
    scanRow.spacing = 1
    summaryView.isHidden = true
    let column = StackView(arrangedSubviews: [
      nameRow, switchRow, tabs, notes, summaryView, scanRow,
    ])
    column.axis = .vertical
    column.spacing = 1
    column.alignment = .fill
    column.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1,
      leading: 2,
      bottom: 1,
      trailing: 2
    )
    column.isLayoutMarginsRelativeArrangement = true
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
    updateSummary()
  }

  /// A label for a row, as wide as the longest, so the controls line up.
  private static func caption(_ text: String) -> Label {
    let label = Label()
    label.text = text + String(repeating: " ", count: max(0, 7 - text.count))
    label.textColor = Theme.secondaryText.foreground
    return label
  }

  private func showTab() {
    notes.isHidden = tabs.selectedSegmentIndex != 0
    summaryView.isHidden = tabs.selectedSegmentIndex != 1
  }

  private func updateSummary() {
    let name = (nameField.text ?? "").isEmpty ? "Nobody" : nameField.text ?? ""
    summaryView.text =
      "\(name), notifications \(notifications.isOn ? "on" : "off"), "
      + "\(notes.text.split(separator: "\n").count) lines of notes."
  }

  private func startScan() {
    guard scanStart == nil else { return }
    scanStart = clock.now
    progress.setProgress(0, animated: false)
    spinner.startAnimating()
    scanButton.isEnabled = false
    status.text = "Scanning…"
  }

  public override var nextTimerDeadline: Double? {
    scanStart.map { _ in clock.now + 0.1 }
  }

  public override func runTimers(until now: Double) {
    guard let start = scanStart else { return }
    let done = min(1, (now - start) / Self.scanDuration)
    progress.setProgress(Float(done), animated: true)
    guard done >= 1 else {
      status.text = "\(Int(done * 100)) %"
      return
    }
    scanStart = nil
    spinner.stopAnimating()
    scanButton.isEnabled = true
    status.text = "Scanned"
  }

  public override var keyBindings: [KeyBinding] { super.keyBindings + [quitBinding] }

  /// Ctrl-C quits even while a field has the keyboard: the app takes it
  /// first, and the footer says so.
  private let quitBinding = KeyBinding.note("ctrl-c", "quit", importance: .essential)
}
