import Testing
import TextEditing

@testable import TerminalCore

/// `drawEditableText`: which part of a long text shows, where the terminal's cursor goes, and
/// how a selection looks.
struct CanvasEditableTextTests {
  /// `text` drawn in a field `width` cells wide, as plain text and as styled text, with the
  /// column of the terminal's cursor.
  func drawn(_ text: EditableText, width: Int, style: Style = .plain) -> (String, String, Int?) {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.drawEditableText(
      text, in: Rect(x: 0, y: 0, width: width, height: 1), style: style, showsCursor: true)
    return (canvas.row(0), canvas.styledText(), canvas.cursor?.x)
  }

  @Test func theEndStaysInViewWhileTheCursorMovesBackInsideIt() {
    var text = EditableText("0123456789abcdef")
    #expect(drawn(text, width: 8).0 == "9abcdef", "seven characters and the cursor's cell")
    for _ in 0..<7 { text.apply(.moveLeft) }
    #expect(text.cursor == 9)
    #expect(drawn(text, width: 8).0 == "9abcdef", "the end too")
    #expect(drawn(text, width: 8).2 == 0, "the cursor on the 9")
  }

  @Test func beforeTheEndsWindowTheCursorEndsTheWindow() {
    var text = EditableText("0123456789abcdef")
    text.moveCursor(to: 8)
    #expect(drawn(text, width: 8).0 == "12345678", "what is before the cursor shows")
    #expect(drawn(text, width: 8).2 == 7)
    text.apply(.moveToStart)
    #expect(drawn(text, width: 8).0 == "01234567")
  }

  @Test func wideCharactersCountTheirCellsAtTheEnd() {
    var text = EditableText("abc键盘")
    text.apply(.moveLeft)
    #expect(drawn(text, width: 6).0 == "c键盘", "the two wide characters and the cursor cell")
    #expect(drawn(text, width: 6).2 == 3, "on the second wide character's first cell")
  }

  @Test func aSelectedTextIsDrawnInverted() {
    var text = EditableText("nav:///one")
    text.selectAll()
    #expect(drawn(text, width: 14).1 == "[reverse]nav:///one[/][cursor] \n", "the cursor after it")
    #expect(drawn(text, width: 14).2 == 10)
    var onReversed = drawn(text, width: 14, style: Style(reverse: true)).1
    #expect(onReversed == "nav:///one[reverse][cursor]    [/]\n", "un-reversed on a reversed bar")
    text.apply(.moveToEnd)
    onReversed = drawn(text, width: 14, style: Style(reverse: true)).1
    #expect(onReversed == "[reverse]nav:///one[cursor]    [/]\n", "a move drops it")
  }

  @Test func aScrolledSelectionInvertsOnlyWhatShows() {
    var text = EditableText("0123456789abcdef")
    text.selectAll()
    #expect(drawn(text, width: 8).1 == "[reverse]9abcdef[/][cursor] \n")
  }

  @Test func theCursorGoesWithItsCellAndItsCanvas() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    canvas.drawEditableText(
      EditableText("ab"), in: Rect(x: 2, y: 1, width: 6, height: 1), style: .plain,
      showsCursor: true)
    #expect(canvas.cursor == Point(x: 4, y: 1))
    var screen = Canvas(size: Size(width: 12, height: 4))
    screen.draw(canvas, at: Point(x: 1, y: 2))
    #expect(screen.cursor == Point(x: 5, y: 3), "composited with its canvas")
    canvas.draw("x", at: Point(x: 3, y: 1))
    #expect(canvas.cursor == Point(x: 4, y: 1), "drawing beside it leaves it")
    canvas.fill(Rect(x: 0, y: 1, width: 10, height: 1), style: .plain)
    #expect(canvas.cursor == nil, "covering its cell covers it")
    var unfocused = Canvas(size: Size(width: 10, height: 1))
    unfocused.drawEditableText(
      EditableText("ab"), in: unfocused.bounds, style: .plain, showsCursor: false)
    #expect(unfocused.cursor == nil)
  }

  /// Whatever the text holds, the window drawn is found within as many characters as the
  /// field has cells, so a frame costs the field's width: invisible characters (which take
  /// no cell) count as one.
  @Test(arguments: ["\u{200B}", "\u{200D}", "\u{FEFF}", "\u{301}", "a", "键"])
  func theWindowIsFoundWithinTheFieldsWidth(_ filler: String) {
    var text = EditableText(String(repeating: filler, count: 5_000) + "end")
    for cursor in [text.count, text.count - 1, 2_500, 0] {
      text.moveCursor(to: cursor)
      let start = text.firstVisible(width: 12)
      #expect((0...12).contains(text.cursor - start.position), "cursor at \(cursor)")
      let (row, _, cursorX) = drawn(text, width: 12)
      #expect(cursorX != nil, "the cursor shows at \(cursor): \(row)")
    }
  }
}
