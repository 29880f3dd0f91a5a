import TerminalCore
import Testing

@testable import todo

/// Tab between the field and the list, what typed keys reach, and quitting.
@MainActor
struct FocusTests {
  @Test(arguments: TodoFixture.renderers)
  func tabAndShiftTabSwitchFocus(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    #expect(fixture.model.focus == .field)
    #expect(fixture.screen.contains("⏎ add  Tab list"))
    #expect(fixture.line(containing: "Buy milk")?.contains("▹") == true, "highlight, unfocused")
    fixture.send(.tab)
    #expect(fixture.model.focus == .list)
    #expect(fixture.screen.contains("↑↓ move  Space done"))
    #expect(fixture.line(containing: "Buy milk")?.contains("▸") == true, "highlight, focused")
    fixture.send(.tab)
    #expect(fixture.model.focus == .field)
    fixture.send(.backTab)
    #expect(fixture.model.focus == .list)
  }

  @Test(arguments: TodoFixture.renderers)
  func keysGoToTheFocusedControl(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("x q")
    #expect(fixture.model.draft.text == "x q", "the field takes x, space and q")
    #expect(fixture.model.items.count == 3)
    #expect(fixture.model.alert == nil)
    #expect(!fixture.hasQuit)
    fixture.send(.tab)
    fixture.send(.down)
    fixture.type("ab")
    #expect(fixture.model.draft.text == "x q", "the list does not type into the field")
    #expect(fixture.model.highlightedID == 2, "arrows move the highlight, not the cursor")
  }

  @Test(arguments: TodoFixture.renderers)
  func qQuitsOnlyOutsideTheField(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send("q")
    #expect(!fixture.hasQuit)
    fixture.send(.tab)
    fixture.send("q")
    #expect(fixture.hasQuit)
  }

  @Test func theTestsRunInEveryRenderer() {
    #expect(TodoApp.rendererNames == TodoFixture.renderers)
  }

  @Test(arguments: TodoFixture.renderers)
  func theTopLineNamesTheRenderer(kind: String) {
    let fixture = TodoFixture(kind)
    let top = fixture.screen.split(separator: "\n").first.map(String.init) ?? ""
    #expect(top.hasPrefix(" \(kind) │ F2 \(TodoFixture.other(kind))"))
  }
}
