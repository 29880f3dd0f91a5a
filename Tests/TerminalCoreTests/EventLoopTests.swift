import Testing

@testable import TerminalCore

@MainActor
struct EventLoopTests {
  /// A loop over a headless terminal that records the events it delivers and draws a counter.
  @MainActor final class Harness {
    let terminal = HeadlessTerminal(size: Size(width: 20, height: 3))
    let loop: EventLoop
    var delivered: [InputEvent] = []
    var label = "start"

    init() {
      loop = EventLoop(terminal: terminal)
      loop.onEvent = { [unowned self] event in
        delivered.append(event)
        if event == .character("q") { loop.stop() }
        if case .character(let character) = event { label = String(character) }
      }
      loop.onDraw = { [unowned self] canvas in canvas.draw(label, at: .zero) }
    }
  }

  @Test func oneTurnDeliversEveryEventThenDrawsOneFrame() {
    let harness = Harness()
    harness.terminal.send(.character("a"), .key(.down), .character("b"))
    harness.loop.pump()
    #expect(harness.delivered == [.character("a"), .key(.down), .character("b")])
    #expect(harness.terminal.frameCount == 1)
    #expect(harness.terminal.plainText() == "b\n\n\n")
  }

  /// Renderers lay out as they draw, so each event of a burst must find the frame of the one
  /// before it drawn (a key after a tab switch meets the new tab laid out), while the
  /// terminal still gets one frame per turn.
  @Test func eachEventOfABurstMeetsTheFrameTheOneBeforeLeft() {
    let harness = Harness()
    var drawnBeforeEachEvent: [String] = []
    var lastDrawn = "none"
    harness.loop.onDraw = { [unowned harness] canvas in
      lastDrawn = harness.label
      canvas.draw(harness.label, at: .zero)
    }
    harness.loop.onEvent = { [unowned harness] event in
      drawnBeforeEachEvent.append(lastDrawn)
      if case .character(let character) = event { harness.label = String(character) }
    }
    harness.terminal.send(.character("a"), .character("b"), .character("c"))
    harness.loop.pump()
    #expect(drawnBeforeEachEvent == ["none", "a", "b"])
    #expect(harness.terminal.frameCount == 1)
    #expect(harness.terminal.plainText() == "c\n\n\n")
  }

  @Test func aTurnWithoutEventsDrawsNothing() {
    let harness = Harness()
    harness.loop.pump()
    #expect(harness.terminal.frameCount == 0)
  }

  @Test func framesAskedForInOneTurnCoalesce() async {
    let harness = Harness()
    harness.loop.setNeedsFrame()
    harness.loop.setNeedsFrame()
    harness.loop.setNeedsFrame()
    #expect(harness.terminal.frameCount == 0, "drawn on the next turn, not synchronously")
    await Task.yield()
    await Task.yield()
    #expect(harness.terminal.frameCount == 1)
    #expect(!harness.loop.needsFrame)
  }

  @Test func controlCStopsTheLoopAndIsNotDelivered() async {
    let harness = Harness()
    harness.terminal.send(.character("a"), .key(.control("c")), .character("b"))
    await harness.loop.run()
    #expect(harness.delivered == [.character("a")])
  }

  @Test func controlCIsDeliveredWhenTheClientHandlesIt() {
    let harness = Harness()
    harness.loop.stopsOnControlC = false
    harness.terminal.send(.key(.control("c")))
    harness.loop.pump()
    #expect(harness.delivered == [.key(.control("c"))])
  }

  @Test func stopDuringATurnDropsTheRestOfItsEvents() async {
    let harness = Harness()
    harness.terminal.send(.character("x"), .character("q"), .character("y"))
    await harness.loop.run()
    #expect(harness.delivered == [.character("x"), .character("q")])
    #expect(harness.terminal.frameCount == 1, "only the first frame; none after stopping")
  }

  @Test func resizeReachesTheClientAndTheNextFrameHasTheNewSize() {
    let harness = Harness()
    harness.terminal.resize(to: Size(width: 10, height: 2))
    harness.loop.pump()
    #expect(harness.delivered == [.resize(Size(width: 10, height: 2))])
    #expect(harness.terminal.screen.size == Size(width: 10, height: 2))
  }
}
