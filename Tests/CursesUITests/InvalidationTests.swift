import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@Observable
@MainActor
final class Pair {
  var left = 0
  var right = 0
}

@MainActor
struct InvalidationTests {
  struct Left: View {
    let model: Pair
    var body: some View { Text("L\(model.left)") }
  }

  struct Right: View, Equatable {
    let model: Pair
    nonisolated static func == (lhs: Right, rhs: Right) -> Bool { lhs.model === rhs.model }
    var body: some View { Text("R\(model.right)") }
  }

  struct Parent: View {
    let model: Pair
    @State var local = 0
    var body: some View {
      HStack {
        Text("P\(local)")
        Left(model: model)
        Right(model: model)
      }
    }
  }

  @Test func onlyDirtyNodesReevaluate() {
    let model = Pair()
    let invalidations = InvalidationCounter()
    let host = ViewHost(Parent(model: model), invalidate: invalidations.action)
    #expect(host.plainText(size: Size(width: 30, height: 6)) == "P0 L0 R0\n\n\n\n\n\n")
    #expect(host.evaluationCount(of: Parent.self) == 1)
    model.left = 1
    model.left = 2
    #expect(invalidations.count == 1, "one frame asked for, however many changes")
    #expect(lines(host) == ["P0 L2 R0"])
    #expect(host.evaluationCount(of: Parent.self) == 1)
    #expect(host.evaluationCount(of: Left.self) == 2)
    #expect(host.evaluationCount(of: Right.self) == 1)
    model.right = 5
    #expect(lines(host) == ["P0 L2 R5"])
    #expect(host.evaluationCount(of: Left.self) == 2)
    #expect(host.evaluationCount(of: Right.self) == 2)
  }

  struct ReadingParent: View {
    let model: Pair
    var body: some View {
      HStack {
        Text("P\(model.left)")
        Left(model: model)
        Right(model: model)
      }
    }
  }

  @Test func parentReevaluationSkipsEqualChildren() {
    let model = Pair()
    let host = ViewHost(ReadingParent(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    model.left = 3
    #expect(lines(host) == ["P3 L3 R0"])
    #expect(host.evaluationCount(of: ReadingParent.self) == 2)
    #expect(host.evaluationCount(of: Left.self) == 2, "not Equatable: evaluated with its parent")
    #expect(host.evaluationCount(of: Right.self) == 1, "Equatable and equal: skipped")
  }

  @Test func unchangedStateEvaluatesNothing() {
    let model = Pair()
    let host = ViewHost(Parent(model: model))
    _ = host.plainText(size: Size(width: 30, height: 6))
    let evaluations = host.bodyEvaluations
    _ = host.plainText(size: Size(width: 30, height: 6))
    _ = host.handle(.character("z"))
    _ = host.plainText(size: Size(width: 30, height: 6))
    #expect(host.bodyEvaluations == evaluations)
  }

  @Test func unmountReleasesObservationsAndNodes() {
    let model = Pair()
    let invalidations = InvalidationCounter()
    var host: ViewHost? = ViewHost(Parent(model: model), invalidate: invalidations.action)
    _ = host!.plainText(size: Size(width: 30, height: 6))
    weak let weakHost = host
    host!.unmount()
    #expect(host!.nodeCount == 0)
    host = nil
    model.left = 1
    model.right = 1
    #expect(invalidations.count == 0)
    #expect(weakHost == nil)
  }
}
