import CollectionView

/// A counter: one button adds one, the other starts again and is enabled
/// only while there is something to clear.
final class CounterController: ViewController {
  let total = Label()
  private(set) var count = 0
  private(set) lazy var addButton = Button(
    primaryAction: Action(title: "Add one") { [unowned self] _ in show(count + 1) }
  )
  private(set) lazy var clearButton = Button(
    primaryAction: Action(title: "Clear") { [unowned self] _ in show(0) }
  )

  override func viewDidLoad() {
    clearButton.setTitle("Nothing to clear", for: .disabled)
    let row = StackView(arrangedSubviews: [addButton, clearButton, total])
    row.spacing = 2
    let column = StackView(arrangedSubviews: [row, View()])
    column.axis = .vertical
    column.alignment = .leading
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
    show(0)
  }

  private func show(_ value: Int) {
    count = value
    total.text = "\(value)"
    clearButton.isEnabled = value > 0
  }
}
