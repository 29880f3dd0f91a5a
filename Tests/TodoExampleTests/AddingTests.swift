import TerminalCore
import Testing

@testable import todo

/// Typing a to-do and pressing Enter, in both renderers.
@MainActor
struct AddingTests {
  @Test(arguments: TodoFixture.renderers)
  func typingAndEnterAddsAnItemAndClearsTheField(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("Call mum")
    #expect(fixture.screen.contains("Call mum"))
    fixture.send(.enter)
    #expect(fixture.model.items.map(\.title).last == "Call mum")
    #expect(fixture.model.items.last?.isDone == false)
    #expect(fixture.model.draft.isEmpty)
    #expect(fixture.line(containing: "Call mum")?.contains("[ ] Call mum") == true)
    #expect(fixture.line(containing: "New to-do:")?.contains("What needs doing?") == true)
    #expect(fixture.screen.contains("0 of 4 done"))
  }

  @Test(arguments: TodoFixture.renderers)
  func aBlankDraftAddsNothing(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("   ")
    fixture.send(.enter)
    #expect(fixture.model.items.count == 3)
  }

  @Test(arguments: TodoFixture.renderers)
  func theFirstItemOfAnEmptyListIsHighlighted(kind: String) {
    let fixture = TodoFixture(kind)
    #expect(fixture.screen.contains("No to-dos yet"))
    fixture.type("Water the plants")
    fixture.send(.enter)
    #expect(fixture.model.highlightedID == fixture.model.items.first?.id)
    #expect(
      fixture.line(containing: "Water the plants")?.contains("▹ [ ] Water the plants") == true)
    #expect(!fixture.screen.contains("No to-dos yet"))
  }

  @Test(arguments: TodoFixture.renderers)
  func theCursorEditsInTheMiddle(kind: String) {
    let fixture = TodoFixture(kind)
    fixture.type("Cal mum")
    fixture.send(.left, .left, .left, .left)
    fixture.type("l")
    #expect(fixture.model.draft.text == "Call mum")
    #expect(fixture.model.draft.cursor == 4)
    fixture.send(.backspace, .home, .delete)
    #expect(fixture.model.draft.text == "al mum")
    #expect(fixture.model.draft.cursor == 0)
    fixture.send(.end)
    #expect(fixture.model.draft.cursor == 6)
  }
}
