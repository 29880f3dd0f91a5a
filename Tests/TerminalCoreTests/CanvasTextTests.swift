import Testing

@testable import TerminalCore

@Suite struct CanvasTextTests {
  @Test func plainTextHasOneTrimmedLinePerRow() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.draw("Phone", at: Point(x: 1, y: 0))
    canvas.draw("x", at: Point(x: 9, y: 2))
    #expect(canvas.plainText() == " Phone\n\n         x\n")
  }

  @Test func plainTextShowsWideCharactersOnce() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("键盘👍🏽", at: .zero)
    #expect(canvas.plainText() == "键盘👍🏽\n")
  }

  @Test func plainTextKeepsInnerSpacesAndStyledBlanksAreStillTrimmed() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("a  b", at: .zero)
    canvas.fill(Rect(x: 5, y: 0, width: 3, height: 1), style: Style(reverse: true))
    #expect(canvas.plainText() == "a  b\n")
  }

  @Test func plainTextOfAnEmptyCanvasIsEmpty() {
    #expect(Canvas(size: .zero).plainText() == "")
    #expect(Canvas(size: Size(width: 3, height: 2)).plainText() == "\n\n")
  }

  @Test func rowMatchesThePlainTextLine() {
    var canvas = Canvas(size: Size(width: 12, height: 2))
    canvas.draw("한국어 ok", at: Point(x: 0, y: 1))
    #expect(canvas.row(1) == "한국어 ok")
    #expect(canvas.row(0) == "")
  }

  @Test func styledTextMarksRunsOfStyledCells() {
    var canvas = Canvas(size: Size(width: 16, height: 3))
    canvas.draw("Inventory", at: .zero, style: Style(bold: true))
    canvas.draw("Charger", at: Point(x: 1, y: 1))
    canvas.draw("●", at: Point(x: 9, y: 1), style: Style(foreground: .ansi(.yellow)))
    canvas.draw("20", at: Point(x: 12, y: 1))
    canvas.draw("dim", at: Point(x: 0, y: 2), style: Style(dim: true))
    canvas.draw("ul", at: Point(x: 3, y: 2), style: Style(underline: true))
    #expect(
      canvas.styledText() == """
        [bold]Inventory[/]
         Charger [fg:yellow]●[/]  20
        [dim]dim[/][underline]ul[/]

        """)
  }

  @Test func styledTextKeepsStyledTrailingBlanks() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.fill(canvas.bounds, style: Style(reverse: true))
    canvas.draw(" Keyboard", at: .zero, style: Style(reverse: true))
    #expect(canvas.styledText() == "[reverse] Keyboard [/]\n")
  }

  @Test func styledTextNamesEveryAttributeInAFixedOrder() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    let style = Style(
      foreground: .palette(218), background: .ansi(.brightBlue),
      bold: true, dim: true, reverse: true, underline: true)
    canvas.draw("x", at: .zero, style: style)
    #expect(canvas.styledText() == "[bold dim underline reverse fg:218 bg:brightBlue]x[/]\n")
  }

  @Test func styledTextEscapesBrackets() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("[x] Done", at: .zero)
    #expect(canvas.styledText() == "[[x] Done\n")
    #expect(canvas.plainText() == "[x] Done\n")
  }

  @Test func styledTextWritesWideCharactersOnce() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("键盘", at: Point(x: 1, y: 0), style: Style(bold: true))
    #expect(canvas.styledText() == " [bold]键盘[/]\n")
  }
}
