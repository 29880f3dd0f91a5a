import CursesSwap
import CursesTesting
import TerminalCore
import Testing

/// The swap host: its bar, its keys and clicks, what it passes on, the too-small screen.
@MainActor
struct SwapHostTests {
  let probes = Probes()

  private func harness(
    _ renderers: [SwappableRenderer], width: Int = 60, height: Int = 6,
    configure: (SwapHost) -> Void = { _ in }
  ) -> (RendererHarness, SwapHost) {
    let host = SwapHost(renderers)
    // The sizes below are the probes' areas without the hints line (see KeyHintsTests).
    host.showsKeyHints = false
    configure(host)
    return (RendererHarness(host, size: Size(width: width, height: height)), host)
  }

  @Test func theBarNamesTheRendererAndWhereEachKeyGoes() {
    let (two, _) = harness([
      probes.renderer("One", .declarative), probes.renderer("Two", .imperative),
    ])
    #expect(two.lines[0] == " One │ F2 Two")
    #expect(two.lines[1].hasPrefix("One 60x5"))
    let (four, _) = harness(probes.four())
    #expect(four.lines[0] == " Declarative │ F2 Imperative │ F3 UI+Kit")
  }

  @Test func f2GoesToTheOtherParadigmAndF3ToTheNext() {
    let (app, host) = harness(probes.four())
    var swaps = 0
    host.onSwap = { swaps += 1 }
    app.send(.function(3))
    #expect(host.active.name == "UI+Kit")
    app.send(.function(2))
    #expect(host.active.name == "Imperative", "the first of the other paradigm")
    app.send(.function(3))
    app.send(.function(2))
    #expect(host.active.name == "Declarative")
    #expect(swaps == 4)
    #expect(app.lines[1].hasPrefix("Declarative 60x5"))
  }

  @Test func aSwapUnmountsTheOldRendererAndMountsANewOne() {
    let (app, _) = harness(probes.four())
    let first = probes.made[0]
    app.send(.function(2))
    app.send(.function(2))
    #expect(!first.isMounted)
    #expect(probes.made.map(\.name) == ["Declarative", "Imperative", "Declarative"])
    #expect(probes.made[2] !== first, "a fresh renderer, not the old one again")
    #expect(probes.made.filter(\.isMounted).count == 1)
  }

  @Test func clicksOnTheLabelsDoWhatTheirKeysDo() {
    let (app, host) = harness(probes.four())
    let f3 = app.lines[0].distance(of: "F3")
    app.click(x: f3, y: 0)
    #expect(host.active.name == "UI+Kit")
    let f2 = app.lines[0].distance(of: "F2")
    app.click(x: f2 + 3, y: 0)
    #expect(host.active.name == "Imperative")
    app.click(x: 1, y: 0)
    #expect(host.active.name == "Imperative", "the name is not a label")
  }

  @Test func eventsBelowTheBarReachTheRendererInItsCoordinates() {
    let (app, host) = harness(probes.four())
    app.click(x: 4, y: 3)
    app.send("a")
    app.send("q")
    let probe = probes.made[0]
    #expect(probe.events.contains(.mouse(MouseEvent(kind: .click, position: Point(x: 4, y: 2)))))
    #expect(probe.events.contains(.character("a")))
    #expect(app.unhandledEvents == [.character("q")], "q is the run's to quit on")
    #expect(app.hasQuit)
    app.resize(to: Size(width: 50, height: 8))
    #expect(probe.size == Size(width: 50, height: 7))
    #expect(host.keyHints == "Declarative hints")
  }

  @Test func namesShortenWhenTheAccessoryWouldNotFit() {
    let (app, _) = harness(probes.four(), width: 50) { host in
      host.accessoryRoom = 30
      host.barAccessory = { canvas, rect in canvas.draw("here", at: rect.origin) }
    }
    #expect(app.lines[0].hasPrefix(" UI │ F2 Kit │ F3 UI+Kit │ here"))
    app.resize(to: Size(width: 80, height: 6))
    #expect(app.lines[0].hasPrefix(" Declarative │ F2 Imperative │ F3 UI+Kit │ here"))
  }

  @Test func aScreenTooSmallSaysSoAndStillSwaps() {
    let (app, host) = harness(probes.four(), width: 30, height: 6) { host in
      host.minimumSize = Size(width: 40, height: 12)
    }
    #expect(app.lines[1] == "Terminal too small")
    #expect(app.lines[2].hasPrefix("30×6, needs 40×12"))
    #expect(app.lines[3].hasPrefix("F2 swaps · q quits"))
    app.send("a")
    #expect(probes.made[0].events.isEmpty, "keys wait for a screen big enough")
    app.send(.function(2))
    #expect(host.active.name == "Imperative")
    app.resize(to: Size(width: 40, height: 12))
    #expect(app.lines[1].hasPrefix("Imperative 40x11"))
  }

  @Test func questionMarkNothingUsedOpensTheKeyHelp() {
    // Tall enough for the help's nine lines and its footer.
    let (app, host) = harness(probes.four(), height: 13)
    app.send("?")
    #expect(host.isShowingHelp)
    #expect(app.line(containing: "F2      swap to Imperative") != nil, "\(app.screen)")
    #expect(app.line(containing: "F3      next renderer: UI+Kit") != nil)
    #expect(app.line(containing: "Here: Declarative hints") != nil)
    app.send("a")
    #expect(probes.made[0].events == [.character("?")], "offered first; then the help is modal")
    app.send(.function(2))
    #expect(host.active.name == "Imperative", "F2 swaps under it")
    #expect(app.line(containing: "swap to Declarative") != nil)
    app.send(.escape)
    #expect(!host.isShowingHelp)
    #expect(app.line(containing: "Keys — Esc closes") == nil)
  }

  @Test func withoutTheBarTheRendererHasTheWholeScreen() {
    let host = SwapHost(probes.four(), startingAt: 2, showsBar: false)
    host.showsKeyHints = false
    let app = RendererHarness(host, size: Size(width: 40, height: 5))
    #expect(app.lines[0].hasPrefix("Imperative 40x5"))
    app.click(x: 1, y: 0)
    #expect(
      probes.made[0].events == [.mouse(MouseEvent(kind: .click, position: Point(x: 1, y: 0)))])
    app.send(.function(2))
    #expect(app.lines[0].hasPrefix("Declarative 40x5"))
  }
}

extension String {
  /// The column where `text` starts (ASCII text).
  fileprivate func distance(of text: String) -> Int {
    guard let range = range(of: text) else { return -1 }
    return distance(from: startIndex, to: range.lowerBound)
  }
}
