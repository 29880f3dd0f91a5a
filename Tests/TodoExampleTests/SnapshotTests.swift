import CursesTesting
import TerminalCore
import Testing

@testable import todo

/// A few screens of each renderer, as reviewed text.
@MainActor
struct SnapshotTests {
  @Test(arguments: TodoFixture.renderers)
  func empty(kind: String) {
    let fixture = TodoFixture(kind)
    expectSnapshot(fixture.screen, named: "\(kind.lowercased())-empty")
  }

  @Test(arguments: TodoFixture.renderers)
  func halfTyped(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("Call mum")
    fixture.send(.left, .left, .left)
    expectSnapshot(fixture.styledScreen, named: "\(kind.lowercased())-half-typed-styled")
  }

  @Test(arguments: TodoFixture.renderers)
  func listFocusedWithOneDone(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send(.tab, .down)
    fixture.send(" ")
    expectSnapshot(fixture.screen, named: "\(kind.lowercased())-list-one-done")
  }

  @Test(arguments: TodoFixture.renderers)
  func deleteAlert(kind: String) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send(.tab, .down)
    fixture.send("x")
    expectSnapshot(fixture.screen, named: "\(kind.lowercased())-delete-alert")
  }
}
