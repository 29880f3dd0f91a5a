import Clocks
import Foundation
import Inventory
import InventorySession
import TerminalCore

/// Times the inventory list's sort at `items` items: each column ascending (every item's key
/// read and the positions sorted), the same column the other way (the keys kept), then, in
/// the sorted list, an add and an edit that moves a row (one key, a binary search and the
/// shift of one array); in the model alone, then as the `s` key with its frame in each
/// renderer.
@MainActor
func benchmarkSort(items: Int, report: BenchReport) {
  let app = GeneratedInventory.app(
    count: items, dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
  let inventory = app.inventoryViewModel
  var figures: [String] = []
  for column in ItemSortOrder.Column.allCases {
    let time = median(5, after: { inventory.sortOrder = nil }) {
      inventory.sortOrder = ItemSortOrder(column)
    }
    figures.append("by \(column) " + report.record("sort_\(column)_model_ms", time))
  }
  inventory.sortOrder = ItemSortOrder(.name)
  let reverse = median(5) { inventory.sortOrder = inventory.sortOrder?.reversed }
  figures.append("the other way " + report.record("sort_reverse_model_ms", reverse))
  report.line("sort at \(items), model: " + figures.joined(separator: ", "))

  var number = 0
  let add = median(11) {
    number += 1
    inventory.add(item: Item(name: "Added \(number)", status: .inStock(quantity: number)))
  }
  let id = inventory.filteredRows.id(at: inventory.filteredRows.count / 2)
  let edit = median(11) {
    number += 1
    inventory.row(id: id)?.item.name = "Renamed \(number)"
  }
  report.line(
    "in a list sorted by name at \(items): an add "
      + report.record("sorted_add_model_ms", add) + ", a rename that moves the row "
      + report.record("sorted_rename_model_ms", edit))

  for kind in [RendererKind.declarative, .imperative] {
    let clock = ManualClock()
    let keyed = GeneratedInventory.app(
      count: items, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    keyed.selectedTab = .inventory
    let headless = HeadlessSession(
      app: keyed, clock: clock, renderer: kind, size: Size(width: 80, height: 24))
    defer { headless.session.unmount() }
    headless.loop.pump()
    let time = median(5, after: { keyed.inventoryViewModel.sortOrder = nil }) {
      headless.terminal.send(.character("s"))
      headless.loop.pump()
    }
    report.line(
      "sort at \(items), \(kind.rawValue) s key + frame: "
        + report.record("sort_name_\(kind.rawValue)_ms", time))
  }
}
