import CursesTesting
import TerminalCore
import Testing

@testable import todo

/// Ctrl-P in the to-do app: the commands of where focus is, run from the palette in both
/// renderers.
@MainActor
struct PaletteTests {
  @Test(arguments: TodoFixture.renderers)
  func thePaletteListsTheFocusedControlsCommandsAndRunsThem(renderer: String) {
    let todo = TodoFixture(renderer, model: TodoFixture.threeItems())
    todo.send(.key(.control("p")))
    #expect(todo.screen.contains("add the to-do"), "\(renderer):\n\(todo.screen)")
    #expect(!todo.screen.contains("mark done"))
    todo.type("list")
    todo.send(.key(.enter))
    #expect(todo.model.focus == .list)
    todo.send(.key(.control("p")))
    todo.type("done")
    todo.send(.key(.enter))
    #expect(todo.model.items[0].isDone, "\(renderer): the highlighted to-do")
    #expect(!todo.screen.contains("Commands"))
  }

  @Test(arguments: TodoFixture.renderers)
  func aSwapKeepsThePaletteOpen(renderer: String) {
    let todo = TodoFixture(renderer, model: TodoFixture.threeItems())
    todo.send(.key(.control("p")))
    todo.type("swap")
    todo.send(.key(.function(2)))
    #expect(todo.rendererName == TodoFixture.other(renderer))
    #expect(todo.screen.contains("› swap"))
    #expect(todo.model.draft.text.isEmpty, "nothing typed reached the field")
  }
}
