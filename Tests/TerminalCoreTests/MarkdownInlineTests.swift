import Testing

@testable import TerminalCore

/// `MarkdownDocument`'s spans: emphasis by CommonMark's delimiter rules, code, links,
/// escapes, entities and breaks; what does not read as any of them is text, kept whole.
@Suite struct MarkdownInlineTests {
  typealias Span = MarkdownDocument.Span

  private func spans(_ text: String) -> [Span] { MarkdownInlineParser.spans(of: text) }

  @Test func emphasisAndStrongEmphasis() {
    #expect(
      spans("*a* **b** _c_ __d__") == [
        Span("a", traits: .emphasis), Span(" "), Span("b", traits: .strong), Span(" "),
        Span("c", traits: .emphasis), Span(" "), Span("d", traits: .strong),
      ])
    #expect(spans("***both***") == [Span("both", traits: [.emphasis, .strong])])
    #expect(
      spans("*a **b***") == [
        Span("a ", traits: .emphasis), Span("b", traits: [.emphasis, .strong]),
      ])
  }

  @Test func delimitersThatCannotOpenOrCloseStayText() {
    #expect(spans("**unclosed") == [Span("**unclosed")])
    #expect(spans("a * b * c") == [Span("a * b * c")])
    #expect(spans("snake_case_name") == [Span("snake_case_name")])
    #expect(spans("2*3*4") == [Span("2"), Span("3", traits: .emphasis), Span("4")])
    #expect(spans("*a**") == [Span("a", traits: .emphasis), Span("*")])
  }

  @Test func codeSpansTakeTheirTextAsWritten() {
    #expect(
      spans("use `a *b*` here") == [Span("use "), Span("a *b*", traits: .code), Span(" here")])
    #expect(spans("`` a`b ``") == [Span("a`b", traits: .code)])
    #expect(spans("`unclosed") == [Span("`unclosed")])
    #expect(spans("*`x*`") == [Span("*"), Span("x*", traits: .code)])
  }

  @Test func linksImagesAndAutolinks() {
    #expect(
      spans("see [the *docs*](https://a.b/c \"Title\") now") == [
        Span("see "), Span("the ", link: "https://a.b/c"),
        Span("docs", traits: .emphasis, link: "https://a.b/c"), Span(" now"),
      ])
    #expect(spans("[a](<with space>)") == [Span("a", link: "with space")])
    #expect(spans("[a](url(1))") == [Span("a", link: "url(1)")])
    #expect(spans("![alt](pic.png)") == [Span("alt", link: "pic.png")])
    #expect(spans("<https://x.y/z>") == [Span("https://x.y/z", link: "https://x.y/z")])
    #expect(spans("<me@x.y>") == [Span("me@x.y", link: "mailto:me@x.y")])
    #expect(
      spans("[outer [inner](b)](c)") == [
        Span("[outer "), Span("inner", link: "b"), Span("](c)"),
      ])
  }

  @Test func bracketsWithoutADestinationAndRawHTMLStayText() {
    #expect(spans("[ref][1] and [x] (y)") == [Span("[ref][1] and [x] (y)")])
    #expect(spans("a <b>bold</b> tag") == [Span("a <b>bold</b> tag")])
    #expect(spans("[a](unclosed") == [Span("[a](unclosed")])
  }

  @Test func escapesAndEntities() {
    #expect(spans(#"\*not\* \\ \q"#) == [Span(#"*not* \ \q"#)])
    #expect(spans("&amp; &lt;&gt; &#65;&#x42; &bogus; &#0;") == [Span("& <> AB &bogus; \u{FFFD}")])
  }

  @Test func lineEndsAreSpacesOrHardBreaks() {
    #expect(spans("a\nb") == [Span("a b")])
    #expect(spans("a  \nb") == [Span("a"), Span("\n"), Span("b")])
    #expect(spans("a\\\nb") == [Span("a"), Span("\n"), Span("b")])
  }
}
