import TerminalCore
import Testing
import TodoExample

/// Tab between the field and the list, what typed keys reach, and quitting.
@MainActor
struct FocusTests {
  @Test(arguments: TodoHost.Kind.allCases)
  func tabAndShiftTabSwitchFocus(kind: TodoHost.Kind) {
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

  @Test(arguments: TodoHost.Kind.allCases)
  func keysGoToTheFocusedControl(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("x q")
    #expect(fixture.model.draft.text == "x q", "the field takes x, space and q")
    #expect(fixture.model.items.count == 3)
    #expect(fixture.model.pendingDeletionID == nil)
    #expect(!fixture.host.wantsToQuit)
    fixture.send(.tab)
    fixture.send(.down)
    fixture.type("ab")
    #expect(fixture.model.draft.text == "x q", "the list does not type into the field")
    #expect(fixture.model.highlightedID == 2, "arrows move the highlight, not the cursor")
  }

  @Test(arguments: TodoHost.Kind.allCases)
  func qQuitsOnlyOutsideTheField(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send("q")
    #expect(!fixture.host.wantsToQuit)
    fixture.send(.tab)
    fixture.send("q")
    #expect(fixture.host.wantsToQuit)
  }

  @Test(arguments: TodoHost.Kind.allCases)
  func theTopLineNamesTheRenderer(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind)
    let top = fixture.screen.split(separator: "\n").first.map(String.init) ?? ""
    #expect(top.contains(kind.title))
    #expect(top.contains("F2 swap to \(kind.other.rawValue)"))
  }
}
