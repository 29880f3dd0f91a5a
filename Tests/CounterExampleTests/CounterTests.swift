import CursesTesting
import TerminalCore
import Testing

@testable import counter

/// The counter example in each renderer: keys count, a swap keeps the count, `q` quits.
@MainActor
struct CounterTests {
  nonisolated static let renderers = ["Declarative", "Imperative", "Immediate"]
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
    // Wide enough for the three full names.
    let app = AppHarness(CounterApp(), renderer: renderer, size: Size(width: 60, height: 6))
    #expect(app.lines[0].hasPrefix(" \(renderer) │ F2 "))
    #expect(app.screen.contains("F2 swap  q quit"))
  }

  @Test func theThreeParadigmsDrawTheSameCounter() {
    let screens = Self.renderers.map { renderer in
      let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
      app.send("+")
      return Array(app.lines.dropFirst())
    }
    #expect(screens.allSatisfy { $0 == screens[0] }, "\(screens)")
  }

  @Test(arguments: renderers)
  func aClickOnPlusCounts(renderer: String) throws {
    let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
    let row = try #require(app.lines.firstIndex { $0.contains("[+]") })
    let column = try #require(app.lines[row].range(of: "[+]")).lowerBound
    app.click(x: app.lines[row].distance(from: app.lines[row].startIndex, to: column) + 1, y: row)
    #expect(app.app.counter.count == 1, "\(renderer)")
  }

  @Test(arguments: renderers)
  func qQuits(renderer: String) {
    let app = AppHarness(CounterApp(), renderer: renderer, size: Self.size)
    #expect(!app.hasQuit)
    app.send("q")
    #expect(app.hasQuit)
  }
}
