import Clocks
import Foundation
import Identity
import Inventory
import Testing

/// An inventory shown from its first items while the rest are read, then given them all:
/// the summary says it is loading, and taking the items in writes nothing and keeps what the
/// first frame made (the rows' view models, the highlight).
@Suite @MainActor struct EarlyItemsTests {
  let all = (1...50).map { Item(id: UUID(), name: "Item \($0)", status: .inStock(quantity: $0)) }

  @Test func takingEveryItemInKeepsTheRowsAndWritesNothing() throws {
    let store = InMemoryInventoryStore(items: all)
    let inventory = InventoryViewModel(
      showing: IdentifiedArray(uniqueElements: all.prefix(5)), whileLoading: all.count,
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing(), store: store))
    #expect(inventory.itemsBeingLoaded == 50 && inventory.items.count == 5)
    let shown = try #require(inventory.row(id: all[1].id))
    inventory.highlightedRowID = all[1].id
    inventory.finishLoading(IdentifiedArray(uniqueElements: all))
    #expect(inventory.itemsBeingLoaded == nil)
    #expect(inventory.items.elements == all)
    #expect(inventory.summary.items == 50 && inventory.summary.inStock == 50)
    #expect(inventory.row(id: all[1].id) === shown)
    #expect(inventory.highlightedRowID == all[1].id)
    #expect(inventory.row(id: all[40].id)?.item == all[40])
    #expect(store.commits.isEmpty)
  }
}
