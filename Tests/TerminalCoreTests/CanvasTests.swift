import Testing

@testable import TerminalCore

@Suite struct CanvasTests {
  func canvas(_ width: Int, _ height: Int = 1) -> Canvas {
    Canvas(size: Size(width: width, height: height))
  }

  /// Every wide cell is followed by a continuation, and every continuation follows a wide cell.
  func expectWellFormed(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    for y in 0..<canvas.size.height {
      let row = Array(canvas.cells(inRow: y))
      for (x, cell) in row.enumerated() {
        if cell.width == 2 {
          #expect(x + 1 < row.count && row[x + 1].isContinuation, sourceLocation: sourceLocation)
        }
        if cell.isContinuation {
          #expect(x > 0 && row[x - 1].width == 2, sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test func newCanvasIsBlank() {
    let canvas = canvas(3, 2)
    #expect(canvas.bounds == Rect(x: 0, y: 0, width: 3, height: 2))
    #expect(canvas[2, 1] == .blank())
  }

  @Test func drawReturnsTheColumnAfterTheText() {
    var canvas = canvas(20)
    #expect(canvas.draw("Qty: ", at: Point(x: 1, y: 0)) == 6)
    #expect(canvas.draw("键盘", at: Point(x: 6, y: 0)) == 10)
    #expect(canvas.draw("long text past the edge", at: Point(x: 15, y: 0)) == 38)
    #expect(canvas.draw("off screen", at: Point(x: 0, y: 5)) == 10)
    #expect(canvas.row(0) == " Qty: 键盘     long")
  }

  @Test func drawsStyledCells() {
    var canvas = canvas(5)
    canvas.draw("ab", at: Point(x: 1, y: 0), style: Style(bold: true))
    #expect(canvas[1, 0] == Cell(text: "a", width: 1, style: Style(bold: true)))
    #expect(canvas[0, 0].style == .plain)
    #expect(canvas[3, 0].style == .plain)
  }

  @Test func clipsOnTheRightAndOnTheLeft() {
    var canvas = canvas(5, 2)
    canvas.draw("Keyboard", at: Point(x: 2, y: 0))
    canvas.draw("Keyboard", at: Point(x: -3, y: 1))
    #expect(canvas.plainText() == "  Key\nboard\n")
  }

  @Test func clipsToAClipRectOnAllSides() {
    var canvas = canvas(10, 3)
    let clip = Rect(x: 2, y: 1, width: 4, height: 1)
    canvas.draw("0123456789", at: Point(x: 0, y: 0), clip: clip)
    canvas.draw("0123456789", at: Point(x: 0, y: 1), clip: clip)
    canvas.draw("0123456789", at: Point(x: 0, y: 2), clip: clip)
    #expect(canvas.plainText() == "\n  2345\n\n")
  }

  @Test func clipRectOutsideTheCanvasDrawsNothing() {
    var canvas = canvas(4)
    canvas.draw("abc", at: .zero, clip: Rect(x: 10, y: 0, width: 5, height: 1))
    #expect(canvas == self.canvas(4))
  }

  @Test func wideCharacterAtTheRightEdgeBecomesABlank() {
    var canvas = canvas(5)
    canvas.draw("abcd键", at: .zero, style: Style(underline: true))
    #expect(canvas.row(0) == "abcd")
    #expect(canvas[4, 0] == .blank(Style(underline: true)))
    expectWellFormed(canvas)
  }

  @Test func wideCharacterAcrossClipEdgesBecomesABlankInside() {
    var canvas = canvas(8)
    canvas.draw("xxxxxxxx", at: .zero)
    let clip = Rect(x: 2, y: 0, width: 3, height: 1)
    canvas.draw("键盘键", at: Point(x: 1, y: 0), clip: clip)
    // 键 at 1–2 is cut by the left edge, 盘 at 3–4 fits, 键 at 5–6 is outside.
    #expect(canvas.row(0) == "xx 盘xxx")
    #expect(canvas[1, 0].text == "x")
    expectWellFormed(canvas)

    var right = self.canvas(8)
    right.draw("键键", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(right.row(0) == "键")
    #expect(right[2, 0] == .blank())
    expectWellFormed(right)
  }

  @Test func wideCharacterStartingLeftOfTheCanvas() {
    var canvas = canvas(4)
    canvas.draw("键ab", at: Point(x: -1, y: 0))
    #expect(canvas.row(0) == " ab")
    expectWellFormed(canvas)
  }

  @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
    var canvas = canvas(4)
    canvas.draw("键", at: Point(x: 1, y: 0), style: Style(bold: true))
    canvas.draw("a", at: Point(x: 1, y: 0))
    #expect(canvas.row(0) == " a")
    #expect(canvas[2, 0] == .blank(Style(bold: true)))
    expectWellFormed(canvas)
  }

  @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
    var canvas = canvas(4)
    canvas.draw("键", at: Point(x: 0, y: 0))
    canvas.draw("b", at: Point(x: 1, y: 0))
    #expect(canvas.row(0) == " b")
    expectWellFormed(canvas)
  }

  @Test func wideOverWideShiftedByOne() {
    var canvas = canvas(6)
    canvas.draw("键盘", at: .zero)
    canvas.draw("한", at: Point(x: 1, y: 0))
    #expect(canvas.row(0) == " 한")
    expectWellFormed(canvas)
    canvas.draw("字", at: Point(x: 1, y: 0))
    #expect(canvas.row(0) == " 字")
    expectWellFormed(canvas)
  }

  @Test func wideOverTheSameWideKeepsIt() {
    var canvas = canvas(4)
    canvas.draw("键", at: .zero)
    canvas.draw("盘", at: .zero)
    #expect(canvas.row(0) == "盘")
    #expect(canvas[1, 0].isContinuation)
  }

  @Test func combiningMarksAttachToThePreviousCell() {
    var canvas = canvas(6)
    canvas.draw("e\u{301}x", at: .zero)
    #expect(canvas[0, 0].text == "e\u{301}")
    #expect(canvas[1, 0].text == "x")
    canvas.draw("\u{308}", at: Point(x: 2, y: 0))
    #expect(canvas[1, 0].text == "x\u{308}")
    canvas.draw("键", at: Point(x: 3, y: 0))
    canvas.draw("\u{20DD}", at: Point(x: 5, y: 0))
    #expect(canvas[3, 0].text == "键\u{20DD}")
    expectWellFormed(canvas)
  }

  @Test func combiningMarksOutsideTheClipAreDropped() {
    var canvas = canvas(4)
    canvas.draw("ab", at: .zero)
    canvas.draw("\u{301}c", at: Point(x: 1, y: 0), clip: Rect(x: 1, y: 0, width: 3, height: 1))
    #expect(canvas.row(0) == "ac")
  }

  @Test func invisibleCharactersAreDropped() {
    var canvas = canvas(4)
    #expect(canvas.draw("a\u{200B}b\u{2060}", at: .zero) == 2)
    #expect(canvas[0, 0].text == "a")
    #expect(canvas[1, 0].text == "b")
  }

  @Test func controlCharactersAreDrawnAsPlaceholders() {
    var canvas = canvas(20)
    let end = canvas.draw("Bad\u{1B}]0;pwned\u{07}\r\n\u{9B}\u{202E}", at: .zero)
    #expect(canvas.row(0) == "Bad␛]0;pwned␇␍␊��")
    #expect(end == 17)
    for x in 0..<20 {
      for scalar in canvas[x, 0].text.unicodeScalars {
        #expect(Sanitizer.replacement(for: scalar) == nil)
      }
    }
  }

  @Test func fillBlanksARectInAStyle() {
    var canvas = canvas(4, 3)
    canvas.draw("abcd", at: Point(x: 0, y: 1))
    canvas.fill(Rect(x: 1, y: 1, width: 2, height: 5), style: Style(background: .ansi(.blue)))
    #expect(canvas.plainText() == "\na  d\n\n")
    #expect(canvas[1, 2].style.background == .ansi(.blue))
    #expect(canvas[3, 2].style == .plain)
    #expect(canvas[1, 0].style == .plain)
  }

  @Test func fillThroughAWideCharacterBlanksItsOtherHalf() {
    var canvas = canvas(4)
    canvas.draw("键盘", at: .zero)
    canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: .plain)
    #expect(canvas.row(0) == "")
    expectWellFormed(canvas)
  }

  @Test func restyleKeepsTextAndChangesStyle() {
    var canvas = canvas(6)
    canvas.draw("Phone", at: .zero, style: Style(foreground: .ansi(.green)))
    canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.reverse = true }
    #expect(canvas.row(0) == "Phone")
    #expect(canvas[0, 0].style == Style(foreground: .ansi(.green)))
    #expect(canvas[1, 0].style == Style(foreground: .ansi(.green), reverse: true))
    #expect(canvas[3, 0].style.reverse == false)
  }

  @Test func restyleTakesWideCharactersWhole() {
    var canvas = canvas(6)
    canvas.draw("键盘", at: Point(x: 1, y: 0))
    canvas.restyle(Rect(x: 2, y: 0, width: 2, height: 1)) { $0.bold = true }
    #expect((1...4).allSatisfy { canvas[$0, 0].style.bold })
    #expect(!canvas[0, 0].style.bold)
    #expect(!canvas[5, 0].style.bold)
  }

  @Test func clearBlanksEverything() {
    var canvas = canvas(3, 2)
    canvas.draw("abc", at: .zero)
    canvas.clear(Style(dim: true))
    #expect(canvas == Canvas(size: Size(width: 3, height: 2), style: Style(dim: true)))
  }

  @Test func emptyCanvasIgnoresDrawing() {
    var canvas = canvas(0, 0)
    #expect(canvas.draw("abc", at: .zero) == 3)
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), style: .plain)
    canvas.restyle(Rect(x: 0, y: 0, width: 2, height: 2)) { $0.bold = true }
    #expect(canvas.plainText() == "")
  }

  @Test func changedCellsCountsDifferences() {
    var canvas = canvas(5, 2)
    let before = canvas
    #expect(canvas.changedCells(from: before) == 0)
    canvas.draw("ab", at: Point(x: 1, y: 1))
    #expect(canvas.changedCells(from: before) == 2)
    canvas.restyle(Rect(x: 0, y: 0, width: 1, height: 1)) { $0.bold = true }
    #expect(canvas.changedCells(from: before) == 3)
    #expect(canvas.changedCells(from: self.canvas(2, 2)) == 10)
  }
}
