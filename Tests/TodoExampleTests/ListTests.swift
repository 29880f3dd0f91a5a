import TerminalCore
import Testing

@testable import todo

/// Moving the highlight, toggling and deleting with the list focused, in both renderers.
@MainActor
struct ListTests {
  /// Three items with the list focused.
  private func listFocused(_ kind: String) -> TodoFixture {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send(.tab)
    return fixture
  }

  @Test(arguments: TodoFixture.renderers)
  func upAndDownMoveTheHighlight(kind: String) {
    let fixture = listFocused(kind)
    #expect(fixture.line(containing: "Buy milk")?.contains("▸ [ ] Buy milk") == true)
    fixture.send(.down, .down)
    #expect(fixture.model.highlightedID == 3)
    #expect(fixture.line(containing: "Write the report")?.contains("▸ [ ]") == true)
    #expect(fixture.line(containing: "Buy milk")?.contains("▸") == false)
    fixture.send(.down)
    #expect(fixture.model.highlightedID == 3, "stops at the last item")
    fixture.send(.up)
    #expect(fixture.model.highlightedID == 2)
  }

  @Test(arguments: TodoFixture.renderers)
  func spaceAndEnterToggleDone(kind: String) {
    let fixture = listFocused(kind)
    fixture.send(.down)
    fixture.send(" ")
    #expect(fixture.model.items.map(\.isDone) == [false, true, false])
    #expect(fixture.line(containing: "Walk the dog")?.contains("[x] Walk the dog") == true)
    #expect(fixture.screen.contains("1 of 3 done"))
    fixture.send(.enter)
    #expect(fixture.model.items.map(\.isDone) == [false, false, false])
    #expect(fixture.line(containing: "Walk the dog")?.contains("[ ] Walk the dog") == true)
  }

  @Test(arguments: TodoFixture.renderers)
  func qKeepsTheOpenAlertAndSaysHowToLeave(kind: String) {
    let fixture = listFocused(kind)
    fixture.send("x")
    fixture.send("q")
    #expect(!fixture.hasQuit)
    #expect(fixture.screen.contains("Delete “Buy milk”?"))
    #expect(fixture.lines[TodoFixture.size.height - 1] == " Not quitting: Esc closes it, ^C quits")
    fixture.send(.escape)
    fixture.send("q")
    #expect(fixture.hasQuit, "with the alert closed, q quits")
  }

  @Test(arguments: TodoFixture.renderers)
  func xAsksAndDeleteConfirms(kind: String) {
    let fixture = listFocused(kind)
    fixture.send(.down)
    fixture.send("x")
    #expect(fixture.model.alert?.buttons.last?.action == .delete(2))
    #expect(fixture.screen.contains("Delete “Walk the dog”?"))
    fixture.send(.right)
    #expect(fixture.model.alert?.focusedButton == 1, "Delete")
    fixture.send(.enter)
    #expect(fixture.model.items.map(\.title) == ["Buy milk", "Write the report"])
    #expect(fixture.model.alert == nil)
    #expect(!fixture.screen.contains("Walk the dog"))
    #expect(fixture.model.highlightedID == 3, "the highlight moves to the next item")
    #expect(fixture.line(containing: "Write the report")?.contains("▸") == true)
  }

  @Test(arguments: TodoFixture.renderers)
  func cancelAndEscapeKeepTheItem(kind: String) {
    let fixture = listFocused(kind)
    fixture.send("x")
    #expect(fixture.model.alert?.focusedButton == 0, "Cancel is focused first")
    fixture.send(.enter)
    #expect(fixture.model.alert == nil)
    #expect(!fixture.screen.contains("Delete “"))
    fixture.send(.delete)
    #expect(fixture.screen.contains("Delete “Buy milk”?"), "Delete asks too")
    fixture.send(.escape)
    #expect(fixture.model.alert == nil)
    #expect(!fixture.screen.contains("Delete “"))
    #expect(fixture.model.items.count == 3)
  }

  @Test(arguments: TodoFixture.renderers)
  func deletingTheLastItemHighlightsThePreviousOne(kind: String) {
    let fixture = listFocused(kind)
    fixture.send(.end)
    fixture.send("x")
    fixture.send(.right)
    fixture.send(.enter)
    #expect(fixture.model.highlightedID == 2)
    #expect(fixture.line(containing: "Walk the dog")?.contains("▸") == true)
  }

  @Test(arguments: TodoFixture.renderers)
  func theListScrollsToKeepTheHighlightVisible(kind: String) {
    let fixture = TodoFixture(kind, model: TodoList(titles: (1...10).map { "Task \($0)" }))
    fixture.send(.tab)
    for _ in 1...8 { fixture.send(.down) }
    #expect(fixture.model.scrollOffset == 3)
    #expect(fixture.line(containing: "Task 9")?.contains("▸") == true)
    #expect(!fixture.screen.contains("Task 3\n"), "rows 1 to 3 scrolled off")
    #expect(fixture.screen.contains("Task 4\n"))
  }
}
