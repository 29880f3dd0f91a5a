import CursesUI
import Observation
@_spi(LiveObjects) import TerminalCore
import Testing

/// Nodes keep one observation registration each, however often they re-evaluate, and a
/// tree that goes away takes every registration with it.
@MainActor
struct RegistrationTests {
  struct Child: View {
    let model: Pair
    var body: some View { Text("R\(model.right)") }
  }

  /// Re-evaluates its child on every change of `left`: the child is not `Equatable`.
  struct Parent: View {
    let model: Pair
    var body: some View {
      HStack {
        Text("L\(model.left)")
        Child(model: model)
      }
    }
  }

  @Test func aChildReEvaluatedByItsParentLeavesNoRegistrationBehind() {
    let model = Pair()
    let host = ViewHost(Parent(model: model))
    _ = render(host)
    let before = LiveObjects.count(.observation)
    for value in 1...1_000 {
      model.left = value
      _ = render(host)
    }
    #expect(LiveObjects.count(.observation) == before)
    #expect(lines(host) == ["L1000 R0"])
    model.right = 1
    #expect(lines(host) == ["L1000 R1"], "the child still follows what it reads")
    host.unmount()
  }

  @Test func unmountingEndsEveryRegistrationAndReleasesTheNodes() {
    let model = Pair()
    let before = LiveObjects.snapshot()
    for _ in 0..<100 {
      let host = ViewHost(Parent(model: model))
      _ = render(host)
      host.unmount()
    }
    #expect(LiveObjects.snapshot() == before)
  }
}
