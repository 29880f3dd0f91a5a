import CursesKit
import TerminalCore
import Testing

@MainActor
struct CellReuseTests {
  func makeList(count: Int, height: Int) -> (ListView<Int, Int>, ListDataSource<Int, Int>) {
    makeNumberList(count: count, height: height)
  }

  @Test func liveCellsStayAboutOneScreenfulAt100000Items() {
    let (list, _) = makeList(count: 100_000, height: 20)
    #expect(list.subviews.count == 20)
    list.isFocused = true
    for _ in 0..<200 { _ = list.handle(.key(.pageDown)); list.layoutIfNeeded() }
    _ = list.handle(.key(.end))
    list.layoutIfNeeded()
    #expect(list.visibleItems.last == 99_999)
    #expect(list.liveCellCount <= 20 + 2)
    #expect(list.createdCellCount <= 20 + 2)
  }

  @Test func drawingShowsVisibleRowsOnly() {
    let (list, _) = makeList(count: 1000, height: 3)
    list.scrollOffset = 500
    list.layoutIfNeeded()
    var canvas = Canvas(size: Size(width: 20, height: 3))
    list.render(into: &canvas)
    #expect(canvas.plainText() == "#500\n#501\n#502\n")
  }

  @Test func reusedCellsArePreparedAndReconfigured() {
    let (list, _) = makeList(count: 10, height: 2)
    list.scrollOffset = 8
    list.layoutIfNeeded()
    #expect(list.visibleItems == [8, 9])
    #expect((list.cell(for: 8) as? NumberCell)?.number == 8)
    #expect(list.createdCellCount == 2)
  }

  @Test func highlightMovesAndStaysVisible() {
    let (list, _) = makeList(count: 50, height: 5)
    var highlighted: [Int] = []
    var offsets: [Int] = []
    list.onHighlight = { highlighted.append($0) }
    list.onScroll = { offsets.append($0) }
    _ = list.handle(.key(.down))
    #expect(list.highlightedItem == 0)
    for _ in 0..<6 { _ = list.handle(.key(.down)) }
    #expect(list.highlightedItem == 6)
    #expect(list.scrollOffset == 2)
    #expect(offsets.last == 2)
    _ = list.handle(.key(.home))
    #expect(list.scrollOffset == 0)
    #expect(highlighted.last == 0)
  }

  @Test func rowActionsAndSelectionUseTheHighlightedItem() {
    let (list, _) = makeList(count: 5, height: 5)
    var deleted: [Int] = []
    var selected: [Int] = []
    list.rowActions = [.character("x"): { deleted.append($0) }]
    list.onSelect = { selected.append($0) }
    list.highlightedItem = 3
    #expect(list.handle(.character("x")))
    #expect(list.handle(.key(.enter)))
    #expect(!list.handle(.character("q")))
    #expect(deleted == [3])
    #expect(selected == [3])
  }
}

@MainActor
struct ScrollOffsetTests {
  @Test func offsetIsClampedFromWhatWasSetNotFromHistory() {
    let list = ListView<Int, Int>()
    list.register(ListCell.self, forCellWithReuseIdentifier: "c")
    let dataSource = ListDataSource(listView: list) { list, _ in
      list.dequeueReusableCell(withReuseIdentifier: "c")
    }
    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<34))
    dataSource.apply(snapshot)
    list.frame = Rect(x: 0, y: 0, width: 10, height: 8)
    list.scrollOffset = 30
    #expect(list.scrollOffset == 26)
    list.frame = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(list.scrollOffset == 14)
    list.frame = Rect(x: 0, y: 0, width: 10, height: 8)
    #expect(list.scrollOffset == 26)
  }
}
