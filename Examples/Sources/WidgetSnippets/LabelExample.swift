import CollectionView

/// A notice for the middle of an empty screen: bold, orange, centred, and
/// wrapped at words onto as many rows as its frame has.
func makeNotice(_ text: String) -> Label {
  let notice = Label()
  notice.text = text
  notice.font = .preferredFont(forTextStyle: .headline)
  notice.textColor = .systemOrange
  notice.textAlignment = .center
  notice.numberOfLines = 0
  return notice
}
