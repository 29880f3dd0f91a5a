import Clocks
import CursesTesting
import Foundation
import Inventory
import InventorySession
import TerminalCore
import Testing

/// Keys that move by a page do the same in every renderer: each renderer's page is what it
/// shows, and paging then opening a row edits the same item in all of them.
@MainActor
struct PagingTests {
  @Test func pagingAThirtyItemListEditsTheSameItem() async throws {
    for script in ["<PgDn><Enter>", "<PgDn><PgDn><PgUp><Enter>", "<End><PgUp><Enter>"] {
      try await expectSameInEveryRenderer(RendererKind.allCases, "\(script)") { kind in
        let clock = ManualClock()
        let app = GeneratedInventory.app(
          count: 30, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
        let running = SessionHarness(kind, app: app, clock: clock)
        try await running.play("2" + script)
        return running.app.url.absoluteString
      }
    }
  }

  /// A page is what the list on screen shows, as the renderer laid it out: 15 rows at 80×24
  /// (under the columns' titles), 7 after a resize to 80×16, so PgDn moves 14 and then 6
  /// rows in every renderer.
  @Test(arguments: RendererKind.allCases)
  func aPageIsWhatTheListShowsAndFollowsAResize(kind: RendererKind) async throws {
    let clock = ManualClock()
    let app = GeneratedInventory.app(
      count: 100, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    let running = SessionHarness(kind, app: app, clock: clock)
    let inventory = app.inventoryViewModel
    func highlighted() -> Int? { inventory.highlightedRowID.flatMap(inventory.filteredRows.index) }
    try await running.play("2<Home><PgDn>")
    #expect(inventory.visibleRowCount == 15)
    #expect(highlighted() == 14)
    running.headless.terminal.resize(to: Size(width: 80, height: 16))
    running.headless.loop.pump()
    try await running.play("<Home><PgDn>")
    #expect(inventory.visibleRowCount == 7)
    #expect(highlighted() == 6)
  }
}
