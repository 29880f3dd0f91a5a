import TerminalCore
import Testing
import TextEditing

/// `drawEditableText`: which part of a long text shows, and how a selection looks.
struct CanvasEditableTextTests {
  /// `text` drawn in a field `width` cells wide, as plain text and as styled text.
  func drawn(_ text: EditableText, width: Int, style: Style = .plain) -> (String, String) {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.drawEditableText(
      text, in: Rect(x: 0, y: 0, width: width, height: 1), style: style, showsCursor: true)
    return (canvas.row(0), canvas.styledText())
  }

  @Test func theEndStaysInViewWhileTheCursorMovesBackInsideIt() {
    var text = EditableText("0123456789abcdef")
    #expect(drawn(text, width: 8).0 == "9abcdef", "seven characters and the cursor's cell")
    for _ in 0..<7 { text.apply(.moveLeft) }
    #expect(text.cursor == 9)
    #expect(drawn(text, width: 8).1 == "[reverse]9[/]abcdef\n", "the cursor on the 9, the end too")
  }

  @Test func beforeTheEndsWindowTheCursorEndsTheWindow() {
    var text = EditableText("0123456789abcdef")
    text.moveCursor(to: 8)
    #expect(drawn(text, width: 8).1 == "1234567[reverse]8[/]\n", "what is before the cursor shows")
    text.apply(.moveToStart)
    #expect(drawn(text, width: 8).0 == "01234567")
  }

  @Test func wideCharactersCountTheirCellsAtTheEnd() {
    var text = EditableText("abc键盘")
    text.apply(.moveLeft)
    #expect(drawn(text, width: 6).0 == "c键盘", "the two wide characters and the cursor cell")
  }

  @Test func aSelectedTextIsDrawnInverted() {
    var text = EditableText("nav:///one")
    text.selectAll()
    #expect(drawn(text, width: 14).1 == "[reverse]nav:///one [/]\n", "the text and the cursor")
    var onReversed = drawn(text, width: 14, style: Style(reverse: true)).1
    #expect(onReversed == "nav:///one [reverse]   [/]\n", "un-reversed on a reversed bar")
    text.apply(.moveToEnd)
    onReversed = drawn(text, width: 14, style: Style(reverse: true)).1
    #expect(onReversed == "[reverse]nav:///one[/] [reverse]   [/]\n", "a move drops it")
  }

  @Test func aScrolledSelectionInvertsOnlyWhatShows() {
    var text = EditableText("0123456789abcdef")
    text.selectAll()
    #expect(drawn(text, width: 8).1 == "[reverse]9abcdef [/]\n")
  }
}
