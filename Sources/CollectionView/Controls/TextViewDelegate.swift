/// What a text view tells and asks as it is edited: UIKit's
/// `UITextViewDelegate`, the part a terminal's view has.
public protocol TextViewDelegate: AnyObject {
  /// Whether the characters at `range` (character offsets in the text,
  /// newlines counting one) may become `text`. Return false to refuse.
  func textView(
    _ textView: TextView,
    shouldChangeTextIn range: Range<Int>,
    replacementText text: String
  )
    -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
  public func textView(
    _ textView: TextView,
    shouldChangeTextIn range: Range<Int>,
    replacementText text: String
  ) -> Bool { true }

  public func textViewDidChange(_ textView: TextView) {}
}
