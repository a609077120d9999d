import CollectionView

// A form as UIKit code writes it, the UI prefixes dropped: controls made
// as properties, a button made with its primary action, a vertical stack
// filled in viewDidLoad and added to the view, the delegates as
// extensions.
final class FormViewController: ViewController {
  let stack = StackView()
  let nameField = TextField()
  let sizeControl = SegmentedControl(items: ["Small", "Medium", "Large"])
  let notesView = TextView()
  let notifyLabel = Label()
  let notifySwitch = Switch()
  let progressView = ProgressView(progressViewStyle: .default)
  lazy var submitButton = Button(
    primaryAction: Action(title: "Submit") { [unowned self] _ in
      self.submit()
    }
  )

  private(set) var submissions: [String] = []
  private(set) var sizeChanges: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
    view.backgroundColor = .systemBackground

    nameField.placeholder = "Name"
    nameField.delegate = self
    nameField.addAction(
      Action { [unowned self] _ in
        self.updateForm()
      },
      for: .editingChanged
    )

    sizeControl.selectedSegmentIndex = SegmentedControl.noSegment
    sizeControl.addAction(
      Action { [unowned self] action in
        guard let control = action.sender as? SegmentedControl else { return }
        self.sizeChanges.append(control.selectedSegmentIndex)
        self.updateForm()
      },
      for: .valueChanged
    )

    notesView.delegate = self
    notesView.isEditable = true

    notifyLabel.text = "Notify me"
    notifyLabel.font = .preferredFont(forTextStyle: .body)
    notifySwitch.setOn(true, animated: false)
    let notifyRow = StackView(arrangedSubviews: [notifyLabel, notifySwitch])
    notifyRow.axis = .horizontal
    notifyRow.spacing = 1
    notifyRow.alignment = .center
    notifyLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)

    progressView.progress = 0
    submitButton.isEnabled = false

    stack.axis = .vertical
    stack.spacing = 1
    stack.alignment = .fill
    stack.distribution = .fill
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1,
      leading: 2,
      bottom: 1,
      trailing: 2
    )
    stack.addArrangedSubview(nameField)
    stack.addArrangedSubview(sizeControl)
    stack.addArrangedSubview(notesView)
    stack.addArrangedSubview(notifyRow)
    stack.addArrangedSubview(progressView)
    stack.addArrangedSubview(submitButton)

    stack.frame = view.bounds
    stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(stack)
  }

  func updateForm() {
    let filled = [
      !(nameField.text?.isEmpty ?? true),
      sizeControl.selectedSegmentIndex != SegmentedControl.noSegment,
      !notesView.text.isEmpty,
    ]
    progressView.setProgress(Float(filled.filter { $0 }.count) / 3, animated: true)
    submitButton.isEnabled = filled[0] && filled[1]
  }

  func submit() {
    guard let name = nameField.text, !name.isEmpty else { return }
    let size = sizeControl.titleForSegment(at: sizeControl.selectedSegmentIndex) ?? ""
    submissions.append("\(name), \(size), notify \(notifySwitch.isOn ? "on" : "off")")
  }
}

extension FormViewController: TextFieldDelegate {
  func textField(
    _ textField: TextField,
    shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    let current = textField.text ?? ""
    return current.count - range.count + string.count <= 20
  }
}

extension FormViewController: TextViewDelegate {
  func textViewDidChange(_ textView: TextView) {
    updateForm()
  }
}
