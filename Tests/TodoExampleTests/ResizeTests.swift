import TerminalCore
import Testing

@testable import todo

/// The terminal changing size under either renderer.
@MainActor
struct ResizeTests {
  @Test(arguments: TodoFixture.renderers)
  func aTallerScreenShowsMoreRowsAndTinyOnesDoNotBreak(kind: String) {
    let fixture = TodoFixture(kind, model: TodoList(titles: (1...10).map { "Task \($0)" }))
    #expect(!fixture.screen.contains("Task 10"))
    fixture.resize(to: Size(width: 60, height: 18))
    #expect(fixture.screen.contains("Task 10"))
    #expect(fixture.screen.contains("▹ [ ] Task 1\n"))
    fixture.resize(to: Size(width: 8, height: 3))
    #expect(fixture.screen.split(separator: "\n").count <= 3)
    fixture.resize(to: TodoFixture.size)
    let fresh = TodoFixture(kind, model: fixture.model)
    #expect(fixture.screen == fresh.screen, "back at the first size, the first screen")
  }
}
