import CursesSwap
import CursesTesting
import TerminalCore
import Testing

/// The swap host's split view: two renderers side by side, keys to the focused one, clicks
/// to the side they land on, F2 and F3 on the focused side, one side when the screen is too
/// narrow.
@MainActor
struct SplitViewTests {
  let probes = Probes()

  private func split(width: Int = 81, height: Int = 6) -> (RendererHarness, SwapHost) {
    let host = SwapHost(probes.four())
    // The sizes below are the probes' areas without the hints line (see KeyHintsTests).
    host.showsKeyHints = false
    let app = RendererHarness(host, size: Size(width: width, height: height))
    app.send(.function(4))
    return (app, host)
  }

  @Test func f4ShowsTheSwapTargetBesideTheRendererAndJoinsAgain() {
    let (app, host) = split()
    #expect(host.showsTwoSides)
    #expect(
      app.lines[0].hasPrefix(
        " ▸Declarative  Imperative │ F2 Imperative │ F3 UI+Kit │ F4 one side"))
    #expect(
      app.lines[1] == "Declarative 40x5" + String(repeating: " ", count: 24) + "│Imperative 40x5")
    #expect(probes.made.filter(\.isMounted).map(\.name) == ["Declarative", "Imperative"])
    app.send(.function(4))
    #expect(!host.isSplit)
    #expect(app.lines[1].hasPrefix("Declarative 81x5"))
    #expect(probes.made.filter(\.isMounted).map(\.name) == ["Declarative"], "the other side goes")
    #expect(probes.made[0].size == Size(width: 81, height: 5))
  }

  @Test func keysGoToTheFocusedSideAndF5OrAClickMovesThem() {
    let (app, host) = split()
    let (left, right) = (probes.made[0], probes.made[1])
    app.send("a")
    #expect(left.events.last == .character("a"))
    #expect(!right.events.contains(.character("a")))
    app.send(.function(5))
    #expect(host.focusedSide == .right)
    #expect(
      app.lines[0].hasPrefix("  Declarative ▸Imperative │ F2 Declarative │"),
      "the mark and F2's target follow")
    app.send("b")
    #expect(right.events.last == .character("b"))
    app.click(x: 3, y: 2)
    #expect(host.focusedSide == .left, "a click on a side gives it the keys")
    #expect(left.events.last == .mouse(MouseEvent(kind: .click, position: Point(x: 3, y: 1))))
    app.click(x: 45, y: 3)
    #expect(right.events.last == .mouse(MouseEvent(kind: .click, position: Point(x: 4, y: 2))))
    app.click(x: 40, y: 3)
    #expect(host.focusedSide == .right, "the divider is no side")
    app.click(x: 2, y: 0)
    #expect(host.focusedSide == .left, "a side's name in the bar gives it the keys")
  }

  @Test func f2AndF3ActOnTheFocusedSideOnly() {
    let (app, host) = split()
    app.send(.function(5))
    app.send(.function(2))
    #expect(app.lines[1].hasSuffix("│Declarative 40x5"))
    #expect(app.lines[1].hasPrefix("Declarative 40x5"), "the same renderer on both sides")
    app.send(.function(3))
    #expect(app.lines[1].hasSuffix("│UI+Kit 40x5"))
    #expect(host.active.name == "UI+Kit")
    #expect(probes.made.filter(\.isMounted).count == 2, "each swap unmounts what it replaces")
  }

  @Test func aResizeReachesBothSidesAndTooNarrowShowsOneSaidWhy() {
    let (app, host) = split()
    app.resize(to: Size(width: 90, height: 8))
    #expect(probes.made[0].size == Size(width: 44, height: 7))
    #expect(
      probes.made[1].size == Size(width: 45, height: 7), "the right side takes the odd column")
    app.send(.function(5))
    #expect(host.contentSize == Size(width: 45, height: 7))
    app.resize(to: Size(width: 60, height: 8))
    #expect(host.isSplit && !host.showsTwoSides)
    #expect(app.lines[0].contains("F4 split: 81+ cols"), "\(app.lines[0])")
    #expect(app.lines[1].hasPrefix("Imperative 60x7"), "the focused side, alone")
    app.send("c")
    #expect(probes.made[1].events.last == .character("c"))
    app.resize(to: Size(width: 81, height: 8))
    #expect(app.lines[1].hasPrefix("Declarative 40x7"))
    #expect(app.lines[1].hasSuffix("│Imperative 40x7"))
  }

  @Test func onlyTheFocusedSideShowsItsCursor() {
    let host = SwapHost([
      SwappableRenderer("A", paradigm: .declarative) { CursorProbe() },
      SwappableRenderer("B", paradigm: .imperative) { CursorProbe() },
    ])
    host.showsKeyHints = false
    let app = RendererHarness(host, size: Size(width: 81, height: 4))
    app.send(.function(4))
    #expect(app.terminal.screen.cursor == Point(x: 2, y: 2))
    app.send(.function(5))
    #expect(app.terminal.screen.cursor == Point(x: 43, y: 2))
  }

  @Test func theBarOffersSplitOnlyWhereItFitsAndTheHelpNamesTheKeys() {
    let narrow = RendererHarness(SwapHost(probes.four()), size: Size(width: 80, height: 12))
    #expect(!narrow.lines[0].contains("F4"))
    let (app, _) = split(width: 100, height: 14)
    app.send("?")
    #expect(app.line(containing: "F4      one side again") != nil, "\(app.screen)")
    #expect(app.line(containing: "F5      keys to the other side") != nil)
  }

  @Test func splitBeforeMountingMountsBothSides() {
    let host = SwapHost(probes.four(), startingAt: 2)
    host.showsKeyHints = false
    host.setSplit(true)
    let app = RendererHarness(host, size: Size(width: 81, height: 5))
    #expect(app.lines[1].hasPrefix("Imperative 40x4"))
    #expect(app.lines[1].hasSuffix("│Declarative 40x4"))
    app.unmount()
    #expect(probes.made.allSatisfy { !$0.isMounted })
  }
}

/// A renderer whose cursor sits at (2, 1) of its area.
@MainActor
private final class CursorProbe: Renderer {
  func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {}
  func handle(_ event: InputEvent) -> Bool { false }
  func draw(into canvas: inout Canvas) { canvas.cursor = Point(x: 2, y: 1) }
  func unmount() {}
}
