import Clocks
import Inventory
import InventorySession
import TerminalCore
import Testing

/// A screen left alone draws nothing: a frame must not ask for another frame when nothing
/// changed, or the session redraws forever and keeps a core busy (an imperative list did, by
/// putting its row buttons back on top in every layout). Checked on every screen of the swap
/// list, in every renderer, without waiting: once the frames the keys asked for are drawn,
/// asking the loop for the frames it still needs draws none.
@MainActor
struct IdleFrameTests {
  @Test(arguments: RendererKind.allCases, RendererSwapTests.states.map(\.name))
  func aScreenLeftAloneDrawsNothing(_ renderer: RendererKind, state: String) async throws {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let running = SessionHarness(renderer)
    try await running.play(entry.script)
    let (loop, terminal) = (running.headless.loop, running.headless.terminal)
    // What the keys started (a layout that asks for one more frame, once) settles.
    for _ in 0..<3 { loop.drawFrameIfNeeded() }
    let settled = terminal.frameCount
    for _ in 0..<5 { loop.drawFrameIfNeeded() }
    #expect(terminal.frameCount == settled, "\(renderer) \(state): frames that ask for frames")
  }

  /// Scrolling a long list draws in the frame the key asked for: the rows taken in, the
  /// cells recycled and the highlight followed ask for no frame after it (the imperative list
  /// asked for one after every page, and laid itself out again for it).
  @Test(arguments: RendererKind.allCases)
  func scrollingAskForNoFrameAfterTheKeys(_ renderer: RendererKind) async throws {
    let clock = ManualClock()
    let app = GeneratedInventory.app(
      count: 500, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    let running = SessionHarness(renderer, app: app, clock: clock)
    try await running.play("2")
    let (loop, terminal) = (running.headless.loop, running.headless.terminal)
    for key in ["<PgDn>", "<PgDn>", "<Down>", "<Up>", "<PgUp>", "<PgDn>"] {
      try await running.play(key)
      let drawn = terminal.frameCount
      for _ in 0..<3 { loop.drawFrameIfNeeded() }
      #expect(terminal.frameCount == drawn, "\(renderer) after \(key): frames that ask for frames")
    }
    #expect(app.inventoryViewModel.scrollOffset > 0, "the list scrolled:\n\(running.appScreen)")
  }
}
