import Testing

@testable import TerminalCore

/// The table pieces both frameworks share: the sort order and its deep-link form, column
/// widths in the room there is, and the rows a window shows.
@Suite struct TableLayoutTests {
  @Test func aSortOrderReadsAndWritesItsLinkForm() {
    #expect(TableSortOrder(parsing: "name") == TableSortOrder(column: "name"))
    #expect(TableSortOrder(parsing: "-name") == TableSortOrder(column: "name", isAscending: false))
    #expect(TableSortOrder(parsing: "-name")?.description == "-name")
    for bad in ["", "-", "na me", "nom\u{1B}", "--x", "ü"] {
      #expect(TableSortOrder(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func aClickReversesTheSameColumnAndSortsAnotherAscending() {
    let name = TableSortOrder(column: "name")
    #expect(name.toggled(toColumn: "name") == TableSortOrder(column: "name", isAscending: false))
    #expect(
      TableSortOrder(column: "name", isAscending: false).toggled(toColumn: "qty")
        == TableSortOrder(column: "qty"))
    #expect(TableSortOrder?.none.toggled(toColumn: "qty") == TableSortOrder(column: "qty"))
    #expect(name.next(among: ["name", "qty"]) == TableSortOrder(column: "qty"))
    #expect(TableSortOrder(column: "qty").next(among: ["name", "qty"]) == name)
    #expect(TableSortOrder(column: "gone").next(among: ["name", "qty"]) == name)
  }

  @Test func widthsShareTheRoomAndTheLastColumnsGiveWayFirst() {
    #expect(
      TableColumnWidth.widths(of: [.flexible, .fixed(5)], content: [30, 3], available: 20)
        == [14, 5])
    #expect(
      TableColumnWidth.widths(of: [.flexible, .flexible], content: [], available: 21) == [10, 10])
    #expect(
      TableColumnWidth.widths(
        of: [.fitting(maximum: 8), .flexible], content: [12, 0], available: 30) == [8, 21])
    #expect(
      TableColumnWidth.widths(of: [.fixed(10), .fixed(10)], content: [], available: 15)
        == [10, 4])
    #expect(TableColumnWidth.widths(of: [.fixed(4)], content: [], available: 0) == [0])
  }

  @Test func theWindowFollowsTheHighlightAndStaysFull() {
    #expect(RowWindow.firstRow(offset: 0, highlight: 30, count: 100, visible: 10) == 21)
    #expect(RowWindow.firstRow(offset: 50, highlight: 30, count: 100, visible: 10) == 30)
    #expect(RowWindow.firstRow(offset: 95, highlight: nil, count: 100, visible: 10) == 90)
    #expect(RowWindow.firstRow(offset: 5, highlight: nil, count: 3, visible: 10) == 0)
  }

  @Test func keysMoveWithinTheRows() {
    #expect(RowWindow.target(of: .down, from: nil, count: 5, visible: 3) == 0)
    #expect(RowWindow.target(of: .up, from: nil, count: 5, visible: 3) == 4)
    #expect(RowWindow.target(of: .pageDown, from: 0, count: 5, visible: 3) == 2)
    #expect(RowWindow.target(of: .end, from: 0, count: 5, visible: 3) == 4)
    #expect(RowWindow.target(of: .down, from: 4, count: 5, visible: 3) == 4)
    #expect(RowWindow.target(of: .down, from: nil, count: 0, visible: 3) == nil)
    #expect(RowWindow.target(of: .left, from: 1, count: 5, visible: 3) == nil)
  }

  @Test func aRowIsCutToItsColumnsAndMarked() {
    var canvas = Canvas(size: Size(width: 16, height: 2))
    let grid = TableGrid(x: 0, widths: [6, 4])
    canvas.drawTableHeader(["Name", "Qty"], grid: grid, y: 0, sorted: (1, false))
    canvas.drawTableRow(["Keyboard", "12"], grid: grid, y: 1, highlight: .unfocused)
    #expect(canvas.plainText() == "  Name   Q… ▼\n▹ Keybo… 12\n")
    #expect(grid.column(atX: 8) == 0 && grid.column(atX: 9) == 1 && grid.column(atX: 1) == nil)
  }
}

/// The wheel's rule, shared by every table and outline.
struct RowWindowWheelTests {
  @Test func theWheelMovesThreeRowsAndTakesTheHighlightAlong() {
    let down = RowWindow.scrolled(up: false, first: 0, highlight: 0, count: 100, visible: 10)
    #expect(down == (3, 3))
    let kept = RowWindow.scrolled(up: false, first: 0, highlight: 5, count: 100, visible: 10)
    #expect(kept == (3, 5), "a highlight still on screen stays")
    let up = RowWindow.scrolled(up: true, first: 20, highlight: 29, count: 100, visible: 10)
    #expect(up == (17, 26))
    let end = RowWindow.scrolled(up: false, first: 88, highlight: nil, count: 100, visible: 10)
    #expect(end == (90, nil), "the window stays full; no highlight, none made")
    let short = RowWindow.scrolled(up: false, first: 0, highlight: 1, count: 2, visible: 10)
    #expect(short == (0, 1))
  }
}
