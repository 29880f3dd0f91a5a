import Clocks
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
      let kinds = RendererKind.allCases
      var urls: [String] = []
      for kind in kinds {
        let clock = ManualClock()
        let app = GeneratedInventory.app(
          count: 30, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
        let running = SessionHarness(kind, app: app, clock: clock)
        try await running.play("2" + script)
        urls.append(running.app.url.absoluteString)
      }
      #expect(Set(urls).count == 1, "\(script): \(urls)")
    }
  }
}
