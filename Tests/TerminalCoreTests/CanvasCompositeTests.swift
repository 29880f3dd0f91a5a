import Testing

@testable import TerminalCore

/// Drawing one canvas onto another: offsets, clipping, wide characters and the cursor.
struct CanvasCompositeTests {
  @Test func copiesCellsAtAnOffsetWithStyles() {
    var inner = Canvas(size: Size(width: 4, height: 2))
    inner.draw("ab", at: .zero, style: Style(bold: true))
    inner.draw("键", at: Point(x: 1, y: 1))
    var outer = Canvas(size: Size(width: 6, height: 3))
    outer.draw("top", at: .zero)
    outer.draw(inner, at: Point(x: 1, y: 1))
    #expect(outer.plainText() == "top\n ab\n  键\n")
    #expect(outer[1, 1].style.bold)
    #expect(outer[3, 2].isContinuation)
  }

  @Test func clipsAndNeverSplitsAWideCharacter() {
    var inner = Canvas(size: Size(width: 4, height: 1))
    inner.draw("a键b", at: .zero)
    var outer = Canvas(size: Size(width: 3, height: 1))
    outer.draw(inner, at: Point(x: 1, y: 0))
    #expect(outer.plainText() == " a\n", "the wide character cut by the right edge is a blank")
    var shifted = Canvas(size: Size(width: 4, height: 1))
    shifted.draw(inner, at: Point(x: -2, y: 0))
    #expect(shifted.plainText() == " b\n", "its right half alone at the left edge is a blank")
  }

  @Test func overwritingHalfOfAWideCharacterRepairsTheOtherHalf() {
    var outer = Canvas(size: Size(width: 4, height: 1))
    outer.draw("键盘", at: .zero)
    var inner = Canvas(size: Size(width: 1, height: 1))
    inner.draw("x", at: .zero)
    outer.draw(inner, at: Point(x: 1, y: 0))
    #expect(outer.plainText() == " x盘\n")
  }

  /// A screen as wide as the canvas under a bar, as a session draws it: whole rows, the same
  /// cells as drawing it there, its cursor brought along and the one it covers gone.
  @Test func wholeRowsAreCopiedCellForCell() {
    var screen = Canvas(size: Size(width: 5, height: 2))
    screen.draw("a键b", at: .zero, style: Style(bold: true))
    screen.draw("─x", at: Point(x: 3, y: 1))
    var drawnThere = Canvas(size: Size(width: 5, height: 4))
    drawnThere.draw("bar", at: .zero)
    drawnThere.draw("a键b", at: Point(x: 0, y: 1), style: Style(bold: true))
    drawnThere.draw("─x", at: Point(x: 3, y: 2))
    var outer = Canvas(size: Size(width: 5, height: 4))
    outer.draw("bar", at: .zero)
    outer.draw("键盘", at: Point(x: 0, y: 2))
    outer.draw("below", at: Point(x: 0, y: 3))
    outer.cursor = Point(x: 1, y: 2)
    drawnThere.draw("below", at: Point(x: 0, y: 3))
    #expect(outer.cursor != nil)
    var copied = outer
    copied.draw(screen, at: Point(x: 0, y: 1))
    #expect(copied.cells(inRow: 1) == drawnThere.cells(inRow: 1))
    #expect(copied.cells(inRow: 2) == drawnThere.cells(inRow: 2))
    #expect(copied.plainText() == drawnThere.plainText())
    #expect(copied.cursor == nil, "the cursor's cell was covered")
    screen.cursor = Point(x: 4, y: 1)
    outer.draw(screen, at: Point(x: 0, y: 1))
    #expect(outer.cursor == Point(x: 4, y: 2), "the screen's cursor comes along")
    var clipped = Canvas(size: Size(width: 5, height: 2))
    clipped.draw(screen, at: Point(x: 0, y: 1))
    #expect(clipped.plainText() == "\na键b\n", "rows past the bottom are left out")
    #expect(clipped.cursor == nil)
  }
}
