import CollectionView

/// A user name to sign up with: spaces are refused, a greeting follows the
/// typing, and Enter signs up.
final class SignUpController: ViewController, TextFieldDelegate {
  let nameField = TextField()
  let greeting = Label()
  private(set) var signedUp: String?

  override func viewDidLoad() {
    nameField.placeholder = "User name"
    nameField.delegate = self
    nameField.addAction(
      Action { [unowned self] _ in greeting.text = "Hello, \(nameField.text ?? "")" },
      for: .editingChanged
    )
    nameField.addAction(
      Action { [unowned self] _ in signedUp = nameField.text },
      for: .primaryActionTriggered
    )
    let column = StackView(arrangedSubviews: [nameField, greeting, View()])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }

  func textField(
    _ textField: TextField,
    shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    !string.contains(" ")
  }
}
