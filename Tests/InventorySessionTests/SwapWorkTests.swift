import Clocks
import Identity
import InventorySession
import TerminalCore
import TestSupport
import Testing

@_spi(Work) @testable import Inventory

/// A renderer swap costs the same at any inventory size: going through every renderer and
/// back does the same per-row work in the model at 1,000 items and at 100,000, in every
/// renderer, and makes row view models for the rows on screen only (the ids handed to a list are the inventory's own, see `IdentifiedArrayTests`;
/// the screenful of nodes and cells is counted by `WorkPerKeyTests` and `LargeInventoryTests`).
@MainActor
struct SwapWorkTests {
  /// The model's per-row work while swapping from `kind` through every renderer and back,
  /// on a list of `count` items scrolled two pages down (the first page down moves the
  /// highlight to the bottom of the page).
  private func swapWork(items count: Int, from kind: RendererKind) async throws -> [Int] {
    let clock = ManualClock()
    let app = GeneratedInventory.app(
      count: count, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    app.selectedTab = .inventory
    let harness = SessionHarness(kind, app: app, clock: clock)
    try await harness.play("<PgDn><PgDn><PgDn>")
    let before = app.inventoryViewModel.workDone
    for _ in RendererKind.allCases {
      try await harness.play("<F2>")
      try await harness.play("<F3>")
    }
    try await harness.returnTo(kind)
    #expect(harness.appScreen.contains("▸ Item 43"), "\(harness.appScreen)")
    let after = app.inventoryViewModel.workDone
    return [
      after.rowModelsMade - before.rowModelsMade, after.rowRoutesPushed - before.rowRoutesPushed,
      after.nameCountUpdates - before.nameCountUpdates,
      after.filterRowsVisited - before.filterRowsVisited, after.idsListed - before.idsListed,
    ]
  }

  @Test(arguments: RendererKind.allCases)
  func swapsDoTheSameRowWorkAtAnySize(from kind: RendererKind) async throws {
    let small = try await swapWork(items: 1_000, from: kind)
    let large = try await swapWork(items: 100_000, from: kind)
    #expect(small == large, "per-row work at 1,000 items \(small), at 100,000 \(large)")
    // Each renderer mounted makes the view models of the rows it shows: 8 swaps and up to
    // 3 more back to `kind`, about a screenful each (17 rows, the one beyond each edge, and
    // the rows a list asks the id of as it lays out).
    #expect(large[0] <= 11 * 30, "row view models made: \(large[0])")
    #expect(large.dropFirst().allSatisfy { $0 < 100 }, "\(large)")
  }
}
