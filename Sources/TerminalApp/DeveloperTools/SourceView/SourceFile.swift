/// One file of Swift source an app shows with its source view: a name for
/// the title bar and the text.
public struct SourceFile: Sendable, Equatable {
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}
