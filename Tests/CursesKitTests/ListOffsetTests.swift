import CursesKit
import TerminalCore
import Testing

/// The list's first row keeps the highlighted row on screen whatever offset was set, and the
/// wheel takes the highlight along.
@MainActor
struct ListOffsetTests {
  func makeList(height: Int) -> ListView<Int, Int> {
    let (list, dataSource) = makeNumberList(count: 100, height: height)
    retained.append(dataSource)
    return list
  }

  @Test func anOffsetThatHidesTheHighlightIsClampedToShowIt() {
    let list = makeList(height: 18)
    list.highlightedItem = 40
    list.scrollOffset = 21  // set by a 20-row list with row 40 on its last line
    list.layoutIfNeeded()
    #expect(list.visibleItems.first == 23)
    #expect(list.visibleItems.last == 40)
  }

  @Test func theWheelTakesTheHighlightAlong() {
    let list = makeList(height: 5)
    var highlighted: [Int] = []
    list.onHighlight = { highlighted.append($0) }
    list.highlightedItem = 0
    list.layoutIfNeeded()
    _ = list.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 1, y: 1))))
    list.layoutIfNeeded()
    #expect(list.scrollOffset == 3)
    #expect(list.visibleItems.first == 3)
    #expect(highlighted == [3])
  }
}

/// Data sources kept alive for the lists the tests make.
@MainActor
private var retained: [AnyObject] = []
