/// What a text field asks before it changes: UIKit's `UITextFieldDelegate`,
/// the part a terminal's field has.
public protocol TextFieldDelegate: AnyObject {
  /// Whether the characters at `range` (character offsets in the text)
  /// may become `string`: typing and pasting replace an empty range,
  /// deleting replaces with nothing. Return false to keep the text as it
  /// is (a search key that is never text).
  func textField(
    _ textField: TextField,
    shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool
}

extension TextFieldDelegate {
  public func textField(
    _ textField: TextField,
    shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool { true }
}
