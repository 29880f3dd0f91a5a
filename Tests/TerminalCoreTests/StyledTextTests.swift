import Testing

@testable import TerminalCore

/// `StyledText`: parts in styles of their own, joined with `+` and drawn part by part.
@Suite struct StyledTextTests {
  let bold = Style(bold: true)
  let red = Style(foreground: .ansi(.red))

  @Test func partsJoinInOrderAndEmptyTextAddsNone() {
    let text = StyledText("✓ ", style: bold) + StyledText("██", style: red) + "" + " Red"
    #expect(text.string == "✓ ██ Red")
    #expect(text.runs.map(\.style) == [bold, red, .plain])
    #expect(StyledText().isEmpty && StyledText("", style: bold).isEmpty)
  }

  @Test func eachPartIsDrawnInItsStyleAndTheEndColumnIsReturned() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    let end = canvas.draw(
      StyledText("✓ ", style: bold) + StyledText("键", style: red) + " ok", at: Point(x: 1, y: 0))
    #expect(end == 8)
    #expect(canvas.styledText() == " [bold]✓ [/][fg:red]键[/] ok\n")
  }

  @Test func drawingIsClippedAcrossParts() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    let end = canvas.draw(
      StyledText("abc", style: bold) + "defgh", at: .zero,
      clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(end == 8)
    #expect(canvas.plainText() == "abcde\n")
  }

  @Test func restyledChangesEveryPartAndKeepsTheText() {
    let text = StyledText("a", style: bold) + StyledText("b", style: red)
    let reversed = text.restyled { $0.reverse.toggle() }
    #expect(reversed.string == "ab")
    #expect(reversed.runs.map(\.style) == [bold.reversed(), red.reversed()])
  }
}
