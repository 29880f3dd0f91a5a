import CursesTesting
import TerminalCore
import Testing

@testable import counter

/// The counter example in each renderer: keys count, a swap keeps the count, `q` quits.
@MainActor
struct CounterTests {
  nonisolated static let renderers = ["Declarative", "Imperative"]
  static let size = Size(width: 40, height: 6)

  @Test func theTestsRunInEveryRenderer() {
    #expect(CounterApp.rendererNames == Self.renderers)
  }

  @Test(arguments: renderers)
  func keysCountAndASwapKeepsTheCount(renderer: String) {
    let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
    app.send("+")
    app.send(.right, .right)
    #expect(app.line(containing: "Count: 3") != nil)
    app.send(.function(2))
    #expect(app.rendererName != renderer)
    #expect(app.line(containing: "Count: 3") != nil)
    app.send("-")
    #expect(app.app.counter.count == 2)
    #expect(app.line(containing: "Count: 2") != nil)
  }

  @Test(arguments: renderers)
  func theScreenNamesTheRendererAndTheKeys(renderer: String) {
    let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
    #expect(app.lines[0].hasPrefix(" \(renderer) │ F2 "))
    #expect(app.screen.contains("F2 swap  q quit"))
  }

  @Test(arguments: renderers)
  func qQuits(renderer: String) {
    let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
    #expect(!app.hasQuit)
    app.send("q")
    #expect(app.hasQuit)
  }
}
