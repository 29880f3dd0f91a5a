import Testing

@testable import TerminalCore

/// Rows compared by their memory first agree with comparing them cell by cell.
struct CellRowEqualityTests {
  private static let styles: [Style] = [
    .plain, Style(foreground: .ansi(.red)), Style(background: .palette(200)),
    Style(foreground: .palette(1), bold: true), Style(reverse: true), Style(underline: true),
  ]
  private static let texts = [
    "a", " ", "é", "界", "👩‍👩‍👧‍👦", "x\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
  ]

  /// Every pair of cells of a few graphemes (short, wide, long enough for the shared table),
  /// widths and styles, each as a row of its own beside blanks.
  @Test func aRowComparesAsItsCellsDo() {
    var cells: [Cell] = []
    for text in Self.texts {
      for style in Self.styles {
        for width in [0, 1, 2] { cells.append(Cell(text: text, width: width, style: style)) }
      }
    }
    for cell in cells {
      for other in cells {
        let row = [Cell.blank(), cell, Cell.blank()][...]
        let otherRow = [Cell.blank(), other, Cell.blank()][...]
        #expect(Cell.rowsAreEqual(row, otherRow) == (cell == other))
      }
    }
  }

  @Test func rowsOfOtherLengthsDifferAndEmptyOnesAreEqual() {
    let row = Array(repeating: Cell.blank(), count: 3)
    #expect(!Cell.rowsAreEqual(row[...], row[..<2]))
    #expect(Cell.rowsAreEqual(row[..<0], row[1..<1]))
  }

  /// The diff of two canvases counts exactly the cells that changed, whichever rows they are in.
  @Test func changedCellsCountsTheCellsThatDiffer() {
    var canvas = Canvas(size: Size(width: 8, height: 3))
    let before = canvas
    #expect(canvas.changedCells(from: before) == 0)
    canvas.draw("ab", at: Point(x: 1, y: 0))
    canvas.draw("界", at: Point(x: 4, y: 2))
    #expect(canvas.changedCells(from: before) == 4)
  }
}
