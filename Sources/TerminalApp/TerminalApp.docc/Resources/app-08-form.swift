import TerminalApp

final class ImportViewController: ViewController {
  private let nameField = TextField()
  private let progressView = ProgressView()
  private let status = Label()
  private lazy var importButton = Button(
    primaryAction: Action(title: "Import") { [unowned self] _ in startImport() }
  )

  override func viewDidLoad() {
    nameField.placeholder = "File to import"
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
    status.text = name.isEmpty ? "Name a file first" : "Importing \(name)…"
  }
}
