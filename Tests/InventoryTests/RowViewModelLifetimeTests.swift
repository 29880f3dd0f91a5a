import Clocks
import Foundation
import Identity
import TestSupport
import Testing

@_spi(Work) @testable import Inventory

/// How long a row's view model lives: while something holds it (a renderer showing the row,
/// the inventory for the open or saving row), and no longer; and links, saves and restores
/// reach rows that have none yet.
@MainActor
struct RowViewModelLifetimeTests {
  @Test func aRowViewModelGoesWhenNothingHoldsIt() throws {
    let (inventory, _) = RowWorkTests.makeInventory()
    weak var released: ItemRowViewModel?
    do {
      let row = try #require(inventory.row(id: generatedID(7)))
      released = row
      #expect(inventory.liveRowCount == 1)
    }
    #expect(released == nil)
    #expect(inventory.liveRowCount == 0)
    // Rows made and dropped one after another leave no table behind them.
    for number in 1...1_000 { _ = inventory.row(id: generatedID(number)) }
    #expect(inventory.rowModels.tableSize <= 64)
  }

  /// A link, a save, a restored session and a delete reach rows that no one has shown: the
  /// one row they open is the one view model made.
  @Test func linksSavesAndRestoresReachRowsThatHaveNoViewModel() async throws {
    let (inventory, store) = RowWorkTests.makeInventory()
    let clock = try #require(inventory.dependencies.clock as? ManualClock)
    let app = AppViewModel(inventoryViewModel: inventory, selectedTab: .inventory)
    let id = generatedID(15_000)
    try app.open(url: "nav:///inventory/\(id)/edit?name=Renamed")
    #expect(inventory.workDone.rowModelsMade == 1)
    #expect(inventory.highlightedRowID == id)
    let form = try #require(inventory.openRow?.route?.itemViewModel)
    inventory.openRow?.edit(item: form.item)
    await clock.advance(by: .seconds(1))
    #expect(inventory.items[id: id]?.name == "Renamed")
    #expect(store.items.first { $0.id == id }?.name == "Renamed")
    #expect(inventory.route == nil && inventory.liveRowCount == 0)
    try app.open(url: "nav:///inventory/\(generatedID(9))/delete")
    let state = SessionState(app)
    let restored = AppViewModel(inventoryViewModel: InventoryViewModel(items: inventory.items))
    restored.restore(state)
    #expect(restored.inventoryViewModel.route == .row(id: generatedID(9), route: .deleteAlert))
    #expect(restored.inventoryViewModel.workDone.rowModelsMade == 1)
    inventory.delete(item: try #require(inventory.items[id: generatedID(9)]))
    #expect(inventory.route == nil)
    #expect(inventory.summary.items == RowWorkTests.count - 1)
  }

  @Test func theOpenRowLivesAsLongAsItsScreen() throws {
    let (inventory, _) = RowWorkTests.makeInventory()
    weak var released: ItemRowViewModel?
    do {
      let row = try #require(inventory.row(id: generatedID(7)))
      released = row
      row.setEditNavigation(isActive: true)
    }
    #expect(released != nil && released === inventory.openRow)
    inventory.route = nil
    #expect(released == nil)
  }

  /// A row keeps its inventory's dependencies: one that outlives the inventory still has them.
  @Test func aRowThatOutlivesItsInventoryKeepsItsDependencies() throws {
    let dependencies = Dependencies(clock: ManualClock(), uuid: .incrementing(from: 7))
    var inventory: InventoryViewModel? = InventoryViewModel(
      items: [Item.keyboard], dependencies: dependencies)
    let row = try #require(inventory?.row(id: Item.keyboard.id))
    weak let gone = inventory
    inventory = nil
    #expect(gone == nil && row.parent == nil)
    let expected = Dependencies(clock: ManualClock(), uuid: .incrementing(from: 7)).uuid()
    #expect(row.dependencies.uuid() == expected)
  }
}
