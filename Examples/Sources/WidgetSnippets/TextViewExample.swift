import CollectionView

/// A note of at most 40 characters, line breaks included, with a count
/// under it.
final class NoteController: ViewController, TextViewDelegate {
  let note = TextView()
  let count = Label()
  static let limit = 40

  override func viewDidLoad() {
    note.text = "Apples\nPears"
    note.delegate = self
    textViewDidChange(note)
    let column = StackView(arrangedSubviews: [note, count])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }

  func textView(
    _ textView: TextView,
    shouldChangeTextIn range: Range<Int>,
    replacementText text: String
  ) -> Bool {
    textView.text.count - range.count + text.count <= Self.limit
  }

  func textViewDidChange(_ textView: TextView) {
    count.text = "\(textView.text.count) of \(Self.limit)"
  }
}
