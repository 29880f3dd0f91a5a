import CursesSwap
import Testing

/// `--renderer NAME` on a swappable app's command line.
@MainActor
struct SwappableAppTests {
  let renderers = Probes().four()

  @Test func theRendererOptionPicksByEitherNameInAnyCase() {
    #expect(startIndex(["app"]) == 0)
    #expect(startIndex(["app", "--renderer", "kit"]) == 2)
    #expect(startIndex(["app", "--renderer", "Kit+UI"]) == 3)
    #expect(startIndex(["app", "--renderer", "IMPERATIVE"]) == 2)
  }

  @Test func anUnknownOrMissingNameIsRefused() {
    #expect(startIndex(["app", "--renderer", "nope"]) == nil)
    #expect(startIndex(["app", "--renderer"]) == nil)
  }

  private func startIndex(_ arguments: [String]) -> Int? {
    SwapHost.startIndex(in: renderers, arguments: arguments)
  }
}
