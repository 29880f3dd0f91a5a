import CursesTesting
import TerminalCore
import Testing

@testable import todo

/// F2: the other renderer comes up on exactly the screen it draws when mounted fresh on the
/// same model, F2 again brings the first screen back, and neither swap changes the model.
@MainActor
struct SwapTests {
  /// Key scripts that reach different states; each works in both renderers.
  nonisolated static let scripts: [String: [InputEvent]] = [
    "start": [],
    "half-typed, highlight moved": [
      .key(.tab), .key(.down), .key(.down), .character(" "), .key(.tab),
      .character("H"), .character("a"), .character("l"), .character("f"), .key(.left),
      .key(.left),
    ],
    "list focused, item added": [
      .character("N"), .character("e"), .character("w"), .key(.enter), .key(.tab), .key(.end),
    ],
    "scrolled": [.key(.tab)] + Array(repeating: .key(.down), count: 8),
    "delete alert, Delete focused": [.key(.tab), .key(.down), .character("x"), .key(.right)],
  ]

  /// Ten items, so the list can scroll in the small test screen.
  private func model() -> TodoList {
    TodoList(titles: (1...10).map { "Task \($0)" })
  }

  private func play(_ name: String, into fixture: TodoFixture) throws {
    let events = try #require(Self.scripts[name])
    for event in events { fixture.send(event) }
  }

  @Test(arguments: TodoFixture.renderers, Self.scripts.keys.sorted())
  func swapDrawsWhatAFreshRendererDraws(from first: String, script: String) throws {
    let running = TodoFixture(first, model: model())
    try play(script, into: running)
    let before = running.screen
    let stateBefore = ModelState(running.model)

    let other = TodoFixture.other(first)
    running.send(.function(2))
    #expect(running.rendererName == other)
    #expect(ModelState(running.model) == stateBefore, "\(script): the swap changed the model")
    let fresh = TodoFixture(other, model: running.model)
    #expect(running.screen == fresh.screen, "\(script): swapped vs fresh \(other)")
    #expect(ModelState(running.model) == stateBefore, "\(script): mounting changed the model")

    // Back by F2 when it leads there, else by F3 round the cycle (F2 from the third paradigm
    // goes to the first, whose F2 goes to the second).
    running.send(.function(2))
    for _ in TodoFixture.renderers where running.rendererName != first {
      running.send(.function(3))
    }
    #expect(running.rendererName == first)
    #expect(running.screen == before, "\(script): swapping back restores the screen")
    #expect(ModelState(running.model) == stateBefore)
  }

  @Test(arguments: TodoFixture.renderers)
  func typingGoesOnAtTheSameCursorAfterASwap(from first: String) {
    let running = TodoFixture(first)
    running.type("Milk")
    running.send(.left, .left)
    running.send(.function(2))
    running.type("X")
    running.send(.function(2))
    running.type("Y")
    #expect(running.model.draft.text == "MiXYlk")
    #expect(running.model.draft.cursor == 4)
    running.send(.enter)
    #expect(running.model.items.map(\.title) == ["MiXYlk"])
  }

  @Test(arguments: TodoFixture.renderers)
  func anOpenAlertWorksAfterASwap(from first: String) {
    let running = TodoFixture(first, model: TodoFixture.threeItems())
    running.send(.tab)
    running.send("x")
    running.send(.function(2))
    #expect(running.screen.contains("Delete “Buy milk”?"))
    running.send(.right)
    running.send(.enter)
    #expect(running.model.items.map(\.title) == ["Walk the dog", "Write the report"])
    #expect(!running.screen.contains("Delete “"))
  }

  @Test(arguments: TodoFixture.renderers)
  func theUnmountedRendererNoLongerFollowsTheModel(from first: String) throws {
    let model = TodoFixture.threeItems()
    let made = TodoApp(model: model).renderers.first { $0.name == first }
    let renderer = try #require(made).makeRenderer()
    var invalidations = 0
    renderer.mount(size: TodoFixture.size) { invalidations += 1 }
    var canvas = Canvas(size: TodoFixture.size)
    renderer.draw(into: &canvas)
    renderer.unmount()
    let afterUnmount = invalidations
    model.draft.replaceAll(with: "changed")
    model.toggle(1)
    #expect(invalidations == afterUnmount)
  }
}

/// Scripts that leave the same model whichever renderer ran them.
@MainActor
struct SameModelTests {
  @Test(arguments: SwapTests.scripts.keys.sorted())
  func eachScriptLeavesTheSameModelInEveryRenderer(script: String) throws {
    let events = try #require(SwapTests.scripts[script])
    expectSameInEveryRenderer(
      of: { TodoApp(model: TodoFixture.threeItems()) }, size: TodoFixture.size
    ) { app in
      for event in events { app.send(event) }
    } observe: { app in
      ModelState(app.app.model)
    }
  }
}
