import Testing

@testable import TerminalCore

/// `MarkdownDocument.lines(width:look:)`: what a terminal shows of each block, wrapped to a
/// width, and the styles its spans get.
@Suite struct MarkdownLinesTests {
  private func lines(_ markdown: String, width: Int = 30) -> [String] {
    MarkdownDocument(markdown).lines(width: width).map(\.string)
  }

  @Test func blocksAreApartByABlankLineAndParagraphsWrap() {
    #expect(
      lines("# Groceries\n\nMilk, eggs and a loaf of bread for the week.", width: 20) == [
        "Groceries", "", "Milk, eggs and a", "loaf of bread for", "the week.",
      ])
  }

  @Test func listsIndentTheirItemsUnderTheirMarks() {
    #expect(
      lines("- one item that wraps here\n- two\n  - nested", width: 16) == [
        "• one item that", "  wraps here", "• two", "  ◦ nested",
      ])
    #expect(lines("9. nine\n10. ten") == ["9.  nine", "10. ten"])
    #expect(lines("- a\n\n- b") == ["• a", "", "• b"])
  }

  @Test func quotesCodeAndRules() {
    #expect(lines("> said\n> twice", width: 10) == ["│ said", "│ twice"])
    #expect(lines("```\nlet x = 1\n```", width: 5) == ["let x", " = 1"])
    #expect(lines("---", width: 5) == ["─────"])
  }

  @Test func hardBreaksStartALine() {
    #expect(lines("one  \ntwo") == ["one", "two"])
  }

  @Test func spansTakeTheLooksStyles() {
    let look = MarkdownLook.standard
    let line = MarkdownDocument("**b** *i* `c` [l](https://l.example)").lines(width: 40)[0]
    let styles = line.runs.map(\.style)
    #expect(line.runs.map(\.text) == ["b", " ", "i", " ", "c", " ", "l"])
    #expect(styles[0] == look.strong)
    #expect(styles[2] == look.emphasis)
    #expect(styles[4] == look.code)
    var link = look.link
    link.link = Hyperlink("https://l.example")
    #expect(styles[6] == link)
  }

  @Test func headingsAreStyledWholeLine() {
    let line = MarkdownDocument("## A *b*").lines(width: 40)[0]
    #expect(line.runs.allSatisfy { $0.style.bold })
    #expect(line.runs.last?.style.italic == true)
  }

  @Test func aZeroOrNegativeWidthStillShowsEveryCharacter() {
    let shown = MarkdownDocument("> - deep quote").lines(width: 0).map(\.string).joined()
    #expect(shown.filter { $0.isLetter } == "deepquote")
  }
}
