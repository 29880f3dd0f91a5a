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
}
