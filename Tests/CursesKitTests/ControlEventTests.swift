import CursesKit
import TerminalCore
import Testing

/// Controls report what the user did, so an owner can keep the state in a model.
@MainActor
struct ControlEventTests {
  @Test func textFieldReportsCursorMovesAndEdits() {
    let field = TextField(text: "abc")
    var texts: [String] = []
    var cursors: [Int] = []
    field.editingChanged = { texts.append($0.text) }
    field.selectionChanged = { cursors.append($0.cursor) }
    _ = field.handle(.key(.left))
    _ = field.handle(.key(.left))
    _ = field.handle(.character("é"))
    _ = field.handle(.key(.home))
    _ = field.handle(.key(.home))  // already there: nothing to report
    _ = field.handle(.key(.backspace))  // nothing before the cursor: no edit
    #expect(texts == ["aébc"])
    #expect(cursors == [2, 1, 2, 0])
  }

  @Test func listLeavesEnterToOthersWhenNothingHandlesSelection() {
    let (list, dataSource) = makeNumberList(count: 3, height: 3)
    list.highlightedItem = 1
    #expect(!list.handle(.key(.enter)), "no onSelect: Enter goes up the responder chain")
    var selected: [Int] = []
    list.onSelect = { selected.append($0) }
    #expect(list.handle(.key(.enter)))
    #expect(selected == [1])
    _ = dataSource
  }
}
