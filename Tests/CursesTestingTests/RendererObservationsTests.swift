import CursesTesting
import Testing

/// The comparison behind every "same in every renderer" test: each renderer against the
/// first, and a comparison of fewer than two renderers never passes.
@MainActor
struct RendererObservationsTests {
  @Test func renderersThatAgreeHaveNoDisagreements() async {
    let seen = await RendererObservations(["Declarative", "Imperative"]) { _ in "Count: 3" }
    #expect(seen.disagreements.isEmpty)
    #expect(seen.values.map(\.renderer) == ["Declarative", "Imperative"])
  }

  @Test func eachRendererIsComparedWithTheFirstLineByLine() {
    var seen = RendererObservations<String>()
    seen.add("tab=one\nfocus=list", from: "Declarative")
    seen.add("tab=one\nfocus=list", from: "Imperative")
    seen.add("tab=one\nfocus=filter", from: "Mixed")
    #expect(
      seen.disagreements == [
        """
        Mixed differs from Declarative:
          - Declarative: focus=list
          + Mixed:       focus=filter
        """
      ])
  }

  @Test func fewerThanTwoRenderersCompareNothingAndSaySo() async {
    let none = await RendererObservations([String]()) { _ in 0 }
    let one = await RendererObservations(["Declarative"]) { _ in 0 }
    #expect(none.disagreements == ["0 renderer(s) observed: nothing was compared"])
    #expect(one.disagreements == ["1 renderer(s) observed: nothing was compared"])
  }
}
