import CursesKit
import CursesTesting
import TerminalCore
import Testing

/// `ListView.trailingRowActions`: the buttons on the highlighted row.
@MainActor
struct ListRowActionsTests {
  private func makeList(width: Int) -> (Window, ListView<Int, Int>, EventLog) {
    let log = EventLog()
    let root = ViewController()
    let list = ListView(
      items: { (1...3).map { Fruit(id: $0, name: "#\($0)") } }, highlight: .constant(2),
      scrollOffset: .constant(0), cell: FruitCell.self
    ) { cell, fruit in cell.name = fruit.name }
    list.trailingRowActions = [
      ListRowAction("Copy") { log.add("copy \($0)") },
      ListRowAction("Drop") { log.add("drop \($0)") },
    ]
    list.frame = Rect(x: 0, y: 0, width: width, height: 3)
    root.view.addSubview(list)
    root.focusControl(list)
    return (makeWindow(root, size: Size(width: width, height: 4)), list, log)
  }

  /// The buttons and the gaps between them are one plain block at the row's end: the row's
  /// highlight stops where they start, so a terminal changes style once there, not per gap.
  @Test func theButtonsSitOnOnePlainStripAtTheEndOfTheHighlightedRow() {
    let (window, _, _) = makeList(width: 48)
    let canvas = Canvas.frame(window.size, window.draw(into:))
    let row = canvas.cells(inRow: 1).map { $0 }
    let text = row.map(\.text).joined()
    #expect(text.hasSuffix("Copy Drop "))
    let stripStart = row.count - "Copy Drop ".count
    #expect(row[..<stripStart].allSatisfy { $0.style.reverse })
    #expect(row[stripStart...].allSatisfy { !$0.style.reverse })
    #expect(canvas.cells(inRow: 0).allSatisfy { !$0.style.reverse })
  }

  @Test func aClickOnAButtonActsOnTheHighlightedItem() {
    let (window, _, log) = makeList(width: 48)
    _ = window.plainText()
    window.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 48 - "Drop ".count, y: 1))))
    window.handle(
      .mouse(MouseEvent(kind: .click, position: Point(x: 48 - "Copy Drop ".count, y: 1))))
    #expect(log.entries == ["drop 2", "copy 2"])
  }

  @Test func aNarrowListShowsNoButtonsAndNoStrip() {
    let (window, _, _) = makeList(width: 40)
    let canvas = Canvas.frame(window.size, window.draw(into:))
    let row = canvas.cells(inRow: 1).map { $0 }
    #expect(!row.map(\.text).joined().contains("Copy"))
    #expect(row.allSatisfy { $0.style.reverse })
  }
}
