import CollectionView

/// A form of captioned rows, one under another: the captions hug their
/// text so every control starts in the same column and takes the rest of
/// its row, a blank row between two rows, two columns of margin, and an
/// empty view last to take the rows the form does not need.
func makeForm(_ rows: [(caption: String, control: View)]) -> StackView {
  let width = rows.map { $0.caption.count }.max() ?? 0
  let form = StackView()
  form.axis = .vertical
  form.spacing = 1
  form.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
  form.isLayoutMarginsRelativeArrangement = true
  for (caption, control) in rows {
    let label = Label()
    label.text = caption + String(repeating: " ", count: width - caption.count)
    label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let row = StackView(arrangedSubviews: [label, control])
    row.spacing = 1
    form.addArrangedSubview(row)
  }
  form.addArrangedSubview(View())
  return form
}
