import Testing

@testable import TerminalCore

@Suite struct TextWidthFittingTests {
  @Test func textThatFitsIsUnchanged() {
    #expect(TextWidth.truncated("Phone", toWidth: 5) == "Phone")
    #expect(TextWidth.truncated("Phone", toWidth: 50) == "Phone")
  }

  @Test func longTextEndsInAnEllipsis() {
    #expect(TextWidth.truncated("Bluetooth Keyboard", toWidth: 10) == "Bluetooth…")
    #expect(TextWidth.of(TextWidth.truncated("Bluetooth Keyboard", toWidth: 10)) == 10)
    #expect(TextWidth.truncated("Phone", toWidth: 1) == "…")
    #expect(TextWidth.truncated("Phone", toWidth: 0) == "")
    #expect(TextWidth.truncated("Phone", toWidth: -2) == "")
  }

  @Test func wideCharactersAreNeverSplit() {
    #expect(TextWidth.truncated("键盘键盘", toWidth: 4) == "键…")
    #expect(TextWidth.truncated("键盘键盘", toWidth: 5) == "键盘…")
    #expect(TextWidth.truncated("👍🏽👍🏽", toWidth: 3) == "👍🏽…")
    #expect(TextWidth.truncated("a键", toWidth: 2) == "a…")
  }

  @Test func clustersStayWhole() {
    #expect(TextWidth.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
  }

  @Test func customEllipsis() {
    #expect(TextWidth.truncated("Headphones", toWidth: 7, ellipsis: "...") == "Head...")
    #expect(TextWidth.truncated("Headphones", toWidth: 2, ellipsis: "...") == "He")
  }

  @Test func padding() {
    #expect(TextWidth.padded("42", toWidth: 5) == "42   ")
    #expect(TextWidth.padded("42", toWidth: 5, alignment: .trailing) == "   42")
    #expect(TextWidth.padded("42", toWidth: 5, alignment: .center) == " 42  ")
    #expect(TextWidth.padded("键", toWidth: 4) == "键  ")
    #expect(TextWidth.padded("Keyboard", toWidth: 3) == "Keyboard")
  }

  @Test func fittedIsAlwaysExactlyTheWidth() {
    #expect(TextWidth.fitted("Headphones", toWidth: 6) == "Headp…")
    #expect(TextWidth.fitted("Phone", toWidth: 8) == "Phone   ")
    #expect(TextWidth.fitted("键盘键盘", toWidth: 4) == "键… ")
    for width in 0...12 {
      #expect(TextWidth.of(TextWidth.fitted("键盘 Keyboard 👍🏽", toWidth: width)) == width)
    }
  }
}
