import CursesTesting
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
    _ = host.plainText(size: Size(width: 30, height: 6))
    let before = LiveObjects.count(.observation)
    for value in 1...1_000 {
      model.left = value
      _ = host.plainText(size: Size(width: 30, height: 6))
    }
    #expect(LiveObjects.count(.observation) == before)
    #expect(lines(host) == ["L1000 R0"])
    model.right = 1
    #expect(lines(host) == ["L1000 R1"], "the child still follows what it reads")
    host.unmount()
  }

  /// Content that reads the model, sized by a reader.
  struct ReadingReader: View {
    let model: Pair
    var body: some View {
      GeometryReader { proxy in Text("R\(model.right) \(proxy.size.width)") }
    }
  }

  /// A reader's content that reads state follows it, and building it again and again (here
  /// at new widths) leaves no registration behind: at most its type's first, which its probe
  /// made before it knew the content reads state.
  @Test func aReaderWhoseContentReadsStateFollowsItAndLeavesNoRegistrationBehind() {
    let model = Pair()
    let before = LiveObjects.count(.observation)
    let host = ViewHost(ReadingReader(model: model))
    #expect(lines(host, width: 10, height: 1) == ["R0 10"])
    model.right = 1
    #expect(lines(host, width: 10, height: 1) == ["R1 10"])
    let tracked = LiveObjects.count(.observation)
    for width in 0..<500 { _ = host.plainText(size: Size(width: 10 + width % 2, height: 1)) }
    #expect(LiveObjects.count(.observation) == tracked)
    model.right = 2
    #expect(lines(host, width: 12, height: 1) == ["R2 12"])
    host.unmount()
    #expect(LiveObjects.count(.observation) == before, "the probe's ended with the first change")
  }

  @Test func unmountingEndsEveryRegistrationAndReleasesTheNodes() {
    let model = Pair()
    let before = LiveObjects.snapshot()
    for _ in 0..<100 {
      let host = ViewHost(Parent(model: model))
      _ = host.plainText(size: Size(width: 30, height: 6))
      host.unmount()
    }
    #expect(LiveObjects.snapshot() == before)
  }
}
