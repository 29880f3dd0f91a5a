import Testing

@testable import TerminalCore

/// `MarkdownDocument`'s blocks: each kind CommonMark has that the docs say it reads, and the
/// edges where one kind ends and the next begins.
@Suite struct MarkdownBlockTests {
  typealias Block = MarkdownDocument.Block
  typealias Span = MarkdownDocument.Span

  private func blocks(_ markdown: String) -> [Block] { MarkdownDocument(markdown).blocks }
  private func text(_ string: String) -> [Span] { [Span(string)] }

  @Test func headingsOfBothKinds() {
    #expect(
      blocks("# One\n## Two ##\n###### Six\n####### Seven\n#Tag") == [
        .heading(level: 1, text("One")), .heading(level: 2, text("Two")),
        .heading(level: 6, text("Six")), .paragraph(text("####### Seven #Tag")),
      ])
    #expect(
      blocks("Title\n=====\nSub\n---") == [
        .heading(level: 1, text("Title")), .heading(level: 2, text("Sub")),
      ])
  }

  @Test func paragraphsAreSeparatedByBlankLinesAndJoinTheirLines() {
    #expect(
      blocks("one\ntwo\n\n\nthree") == [.paragraph(text("one two")), .paragraph(text("three"))])
  }

  @Test func fencedAndIndentedCodeKeepTheirLines() {
    #expect(
      blocks("```swift\nlet a = 1\n\n  b\n```\nafter") == [
        .code(language: "swift", lines: ["let a = 1", "", "  b"]), .paragraph(text("after")),
      ])
    #expect(blocks("~~~~\n~~~\n~~~~") == [.code(language: nil, lines: ["~~~"])])
    #expect(
      blocks("    code\n\n      more\n\ntext") == [
        .code(language: nil, lines: ["code", "", "  more"]), .paragraph(text("text")),
      ])
    // An unclosed fence runs to the end, and nothing is lost.
    #expect(blocks("```\nopen") == [.code(language: nil, lines: ["open"])])
  }

  @Test func indentedLinesContinueAParagraphInsteadOfStartingCode() {
    #expect(blocks("text\n    more") == [.paragraph(text("text more"))])
  }

  @Test func thematicBreaksAndTheirLookalikes() {
    #expect(
      blocks("***\n- - -\n___") == [.thematicBreak, .thematicBreak, .thematicBreak])
    #expect(blocks("--") == [.paragraph(text("--"))])
  }

  @Test func blockQuotesNestAndTakeLazyLines() {
    #expect(
      blocks("> quoted\nlazy\n> > deeper") == [
        .quote([.paragraph(text("quoted lazy")), .quote([.paragraph(text("deeper"))])])
      ])
    #expect(blocks("> a\n\nb") == [.quote([.paragraph(text("a"))]), .paragraph(text("b"))])
  }

  @Test func listsTightAndLooseBulletAndOrdered() {
    #expect(
      blocks("- one\n- two\n  more\n\n  second paragraph\n- three") == [
        .list(
          MarkdownDocument.List(
            start: nil, isLoose: true,
            items: [
              [.paragraph(text("one"))],
              [.paragraph(text("two more")), .paragraph(text("second paragraph"))],
              [.paragraph(text("three"))],
            ]))
      ])
    #expect(
      blocks("3. three\n4) four") == [
        .list(
          MarkdownDocument.List(start: 3, isLoose: false, items: [[.paragraph(text("three"))]])),
        .list(MarkdownDocument.List(start: 4, isLoose: false, items: [[.paragraph(text("four"))]])),
      ])
  }

  @Test func listsNestByIndentation() {
    #expect(
      blocks("- a\n  - b\n    - c\n- d") == [
        .list(
          MarkdownDocument.List(
            start: nil, isLoose: false,
            items: [
              [
                .paragraph(text("a")),
                .list(
                  MarkdownDocument.List(
                    start: nil, isLoose: false,
                    items: [
                      [
                        .paragraph(text("b")),
                        .list(
                          MarkdownDocument.List(
                            start: nil, isLoose: false, items: [[.paragraph(text("c"))]])),
                      ]
                    ])),
              ],
              [.paragraph(text("d"))],
            ]))
      ])
  }

  @Test func onlyAListStartingAtOneInterruptsAParagraph() {
    #expect(blocks("The year\n1999. was good") == [.paragraph(text("The year 1999. was good"))])
    #expect(
      blocks("Steps:\n1. go") == [
        .paragraph(text("Steps:")),
        .list(MarkdownDocument.List(start: 1, isLoose: false, items: [[.paragraph(text("go"))]])),
      ])
  }

  @Test func tabsLineEndingsAndEmptyInput() {
    #expect(blocks("") == [])
    #expect(blocks("\n\n  \n") == [])
    #expect(blocks("a\r\nb\rc") == [.paragraph(text("a b c"))])
    #expect(blocks("\tcode") == [.code(language: nil, lines: ["code"])])
  }

  @Test func containersDeeperThanTheLimitAreText() {
    let depth = MarkdownDocument.maximumDepth
    let quotes = String(repeating: ">", count: depth + 5) + " deep"
    var blocks = self.blocks(quotes)
    var levels = 0
    while case .quote(let inner) = blocks.first {
      levels += 1
      blocks = inner
    }
    #expect(levels == depth)
    #expect(blocks == [.paragraph(text(String(repeating: ">", count: 5) + " deep"))])
  }

  @Test func hostileInputKeepsTheStackAndEveryCharacter() {
    // Thousands of nested markers, unmatched emphasis, brackets and backtick runs of many
    // lengths: nothing overflows the stack, and what reads as no markup is all shown.
    let unmatched = (1...60).map { String(repeating: "`", count: $0) }.joined(separator: " ")
    let hostile =
      String(repeating: "> - ", count: 2_000) + String(repeating: "*a ", count: 5_000)
      + String(repeating: "[", count: 5_000) + String(repeating: "**b", count: 5_000)
      + unmatched
    let shown = MarkdownDocument(hostile).lines(width: 80).map(\.string).joined()
    #expect(shown.filter { $0 == "a" }.count == 5_000)
    #expect(shown.filter { $0 == "[" }.count == 5_000)
    #expect(shown.filter { $0 == "b" }.count == 5_000)
    #expect(shown.filter { $0 == "`" }.count == 60 * 61 / 2)
  }
}
