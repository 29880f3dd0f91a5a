import TerminalCore
import TestSupport
import Testing
import TodoExample

/// A few screens of each renderer, as reviewed text.
@MainActor
struct SnapshotTests {
  @Test(arguments: TodoHost.Kind.allCases)
  func empty(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind)
    expectSnapshot(fixture.screen, named: "\(kind.rawValue)-empty")
  }

  @Test(arguments: TodoHost.Kind.allCases)
  func halfTyped(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.type("Call mum")
    fixture.send(.left, .left, .left)
    expectSnapshot(fixture.styledScreen, named: "\(kind.rawValue)-half-typed-styled")
  }

  @Test(arguments: TodoHost.Kind.allCases)
  func listFocusedWithOneDone(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send(.tab, .down)
    fixture.send(" ")
    expectSnapshot(fixture.screen, named: "\(kind.rawValue)-list-one-done")
  }

  @Test(arguments: TodoHost.Kind.allCases)
  func deleteAlert(kind: TodoHost.Kind) {
    let fixture = TodoFixture(kind, model: TodoFixture.threeItems())
    fixture.send(.tab, .down)
    fixture.send("x")
    expectSnapshot(fixture.screen, named: "\(kind.rawValue)-delete-alert")
  }
}
