import TerminalApp

final class ImportViewController: ViewController {
  private let nameField = TextField()
  private let progressView = ProgressView()
  private let status = Label()
  private lazy var importButton = Button(
    primaryAction: Action(title: "Import") { [unowned self] _ in startImport() }
  )
  /// The file being imported, the chunks of it read so far, and when the
  /// next one comes in.
  private var importing: (name: String, chunks: Int, next: Double)?
  private static let chunks = 8
  private static let chunkTime = 0.25

  override func viewDidLoad() {
    nameField.placeholder = "File to import"
    nameField.addAction(Action { [unowned self] _ in startImport() }, for: .primaryActionTriggered)
    status.text = "Nothing imported yet"
    let form = StackView(arrangedSubviews: [nameField, importButton, progressView, status, View()])
    form.axis = .vertical
    form.spacing = 1
    form.alignment = .leading
    form.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1,
      leading: 2,
      bottom: 1,
      trailing: 2
    )
    form.isLayoutMarginsRelativeArrangement = true
    form.frame = view.bounds
    form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(form)
  }

  private func startImport() {
    let name = nameField.text ?? ""
    guard importing == nil else { return }
    guard !name.isEmpty else {
      status.text = "Name a file first"
      return
    }
    importing = (name, 0, clock.now + Self.chunkTime)
    progressView.setProgress(0, animated: false)
    importButton.isEnabled = false
    status.text = "Importing \(name)…"
  }

  override var nextTimerDeadline: Double? { importing?.next }

  override func runTimers(until now: Double) {
    while let task = importing, task.next <= now {
      let chunks = task.chunks + 1
      progressView.setProgress(Float(chunks) / Float(Self.chunks), animated: true)
      if chunks < Self.chunks {
        importing = (task.name, chunks, task.next + Self.chunkTime)
      } else {
        importing = nil
        importButton.isEnabled = true
        status.text = "Imported \(task.name)"
      }
    }
  }
}
