import TerminalCore
import Testing

/// The multi-line rule of `Text` and `Label`: breaks start lines, paragraphs wrap, a limit
/// cuts with an ellipsis.
struct TextWidthLinesTests {
  @Test func everyKindOfBreakStartsALineAndCRLFIsOne() {
    #expect(
      TextWidth.lines("a\nb\r\nc\rd\u{2028}e", toWidth: 5, limit: nil) == ["a", "b", "c", "d", "e"])
  }

  @Test func emptyParagraphsAreEmptyLinesAndLongOnesWrap() {
    #expect(
      TextWidth.lines("Milk\n\nEggs and bread", toWidth: 9, limit: nil)
        == ["Milk", "", "Eggs and", "bread"])
  }

  @Test func aLimitKeepsThatManyLinesTheLastEndingInAnEllipsis() {
    #expect(TextWidth.lines("Milk\nEggs\nBread", toWidth: 9, limit: 2) == ["Milk", "Eggs …"])
    #expect(TextWidth.lines("Milk\nEggs", toWidth: 9, limit: 2) == ["Milk", "Eggs"])
    #expect(TextWidth.lines("Milk and eggs\nBread", toWidth: 6, limit: 1) == ["Milk …"])
  }

  @Test func nothingFitsInNoRoom() {
    #expect(TextWidth.lines("Milk", toWidth: 0, limit: nil).isEmpty)
    #expect(TextWidth.lines("Milk", toWidth: 4, limit: 0).isEmpty)
    #expect(TextWidth.hasLineBreak("a\u{85}b") && !TextWidth.hasLineBreak("a b"))
  }
}
