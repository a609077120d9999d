import CollectionView
import TerminalUI
import Testing

/// The title bar gives way from the left: the screen's own title is what
/// always shows.
@Suite("Title path")
struct TitlePathTests {
  let title = TitlePath.joined([
    "Compositional Layout", "Advanced Layouts", "Orthogonal Sections",
    "Orthogonal Section Behaviors",
  ])

  @Test func aTitleThatFitsIsKept() {
    #expect(TitlePath.fitted(title, width: 200) == title)
    #expect(TitlePath.fitted("Lists › Simple List", width: 19) == "Lists › Simple List")
  }

  @Test func leadingTitlesGiveWayOneAtATime() {
    #expect(
      TitlePath.fitted(title, width: 78)
        == "… › Advanced Layouts › Orthogonal Sections › Orthogonal Section Behaviors"
    )
    #expect(
      TitlePath.fitted(title, width: 60) == "… › Orthogonal Sections › Orthogonal Section Behaviors"
    )
    #expect(TitlePath.fitted(title, width: 38) == "… › Orthogonal Section Behaviors")
  }

  @Test func theOwnTitleKeepsItsEndWhenNothingElseFits() {
    #expect(TitlePath.fitted(title, width: 20) == "…l Section Behaviors")
    #expect(TitlePath.fitted(title, width: 9) == "…ehaviors")
    #expect(TitlePath.fitted(title, width: 1) == "…")
    #expect(TitlePath.fitted(title, width: 0) == "")
  }

  @Test func withoutUnicodeTheEllipsisIsThreeDots() {
    let fitted = TitlePath.fitted(title, width: 36, repertoire: .ascii)
    #expect(fitted.hasPrefix("..."))
    #expect(fitted.hasSuffix("Orthogonal Section Behaviors"))
    #expect(CharacterWidth.width(of: fitted, repertoire: .ascii) <= 36)
  }
}
