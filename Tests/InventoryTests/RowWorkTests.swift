import Clocks
import Foundation
import Identity
import Observation
import TestSupport
import Testing

@_spi(Work) @testable import Inventory

/// Work, not time: launching at N items makes no row view model and does no per-item work
/// that can wait, and one add, duplicate or delete at N items touches one item, not N.
/// Counted with what the inventory's parts count (`workDone`, an `InventoryWork`),
/// `IdentifiedArray.indexWrites`, `liveRowCount`), so the checks hold on any machine under any
/// load.
@MainActor
struct RowWorkTests {
  static let count = 20_000

  /// An inventory of `count` items named "Item 1" …, committing to an in-memory store.
  static func makeInventory(count: Int = count) -> (InventoryViewModel, InMemoryInventoryStore) {
    let items = (1...count).map {
      Item(id: generatedID($0), name: "Item \($0)", status: .inStock(quantity: $0))
    }
    let store = InMemoryInventoryStore(items: items)
    let dependencies = Dependencies(
      clock: ManualClock(), uuid: .incrementing(from: 1 << 40), store: store)
    let inventory = InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items), dependencies: dependencies)
    return (inventory, store)
  }

  @Test func launchingMakesNoRowViewModelAndCountsNoNames() {
    let (inventory, _) = Self.makeInventory()
    #expect(inventory.workDone.rowModelsMade == 0)
    #expect(inventory.workDone.nameCountUpdates == 0, "names are counted on the first check")
    #expect(inventory.workDone.rowRoutesPushed == 0, "no row has a route to close")
    #expect(inventory.items.indexWrites == Self.count, "one index entry per item")
  }

  @Test func addingDeletingAndCheckingNamesMakeNoRowViewModel() throws {
    let (inventory, _) = Self.makeInventory()
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))
    inventory.add(
      item: Item(id: generatedID(Self.count + 1), name: "Mouse", status: .inStock(quantity: 1)))
    inventory.delete(item: inventory.items[0])
    inventory.moveHighlight(by: 100)
    #expect(inventory.workDone.rowModelsMade == 0)
    let row = try #require(inventory.row(id: generatedID(500)))
    let changes = ChangeCount()
    withObservationTracking {
      _ = row.item
    } onChange: {
      changes.value += 1
    }
    row.item.name = "Renamed"
    #expect(changes.value == 1, "a tracked read is told of the change")
    #expect(inventory.items[id: generatedID(500)]?.name == "Renamed")
    #expect(inventory.row(id: generatedID(500)) === row, "one view model while it is held")
  }

  @Test func launchingIntoARowMakesThatRowOnly() {
    let items = (1...Self.count).map {
      Item(id: generatedID($0), name: "Item \($0)", status: .inStock(quantity: 1))
    }
    let inventory = InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items),
      route: .row(id: generatedID(7), route: .deleteAlert))
    #expect(inventory.workDone.rowModelsMade == 1)
    #expect(inventory.workDone.rowRoutesPushed == 1)
    #expect(inventory.row(id: generatedID(7))?.route == .deleteAlert)
  }

  @Test func addingTouchesOneRow() {
    let (inventory, _) = Self.makeInventory()
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))  // counts the names once
    let before = inventory.workDone
    let writes = inventory.items.indexWrites
    inventory.add(
      item: Item(id: generatedID(Self.count + 1), name: "Mouse", status: .inStock(quantity: 1)))
    #expect(inventory.items.count == Self.count + 1)
    #expect(inventory.workDone.rowModelsMade == before.rowModelsMade)
    #expect(inventory.workDone.nameCountUpdates - before.nameCountUpdates == 1)
    #expect(inventory.workDone.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites - writes == 1)
    #expect(inventory.highlightedRowID == generatedID(Self.count + 1))
    #expect(inventory.isNameTaken("mouse", excluding: generatedID(0)))
  }

  @Test func duplicatingTouchesOneRow() throws {
    let (inventory, store) = Self.makeInventory()
    let row = try #require(inventory.row(id: generatedID(10)))
    row.duplicateButtonTapped()
    let form = try #require(row.route?.itemViewModel)
    let before = inventory.workDone
    let writes = inventory.items.indexWrites
    row.duplicate(item: form.item)
    #expect(inventory.items.count == Self.count + 1)
    #expect(inventory.workDone.rowModelsMade == before.rowModelsMade)
    #expect(inventory.workDone.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites - writes == 1)
    #expect(store.items.last?.name == "Item 10")
    #expect(inventory.route == nil)
  }

  @Test func deletingTheLastRowTouchesOneRowAndWritesNoIndexEntry() {
    let (inventory, store) = Self.makeInventory()
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))
    inventory.highlightedRowID = generatedID(Self.count)
    let before = inventory.workDone
    let writes = inventory.items.indexWrites
    inventory.delete(item: inventory.items[Self.count - 1])
    #expect(inventory.items.count == Self.count - 1)
    #expect(inventory.workDone.rowModelsMade == before.rowModelsMade)
    #expect(inventory.workDone.nameCountUpdates - before.nameCountUpdates == 1)
    #expect(inventory.workDone.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites == writes)
    #expect(inventory.highlightedRowID == generatedID(Self.count - 1), "moves to the one before")
    #expect(store.items.count == Self.count - 1)
  }

  @Test func deletingInTheMiddleRewritesOnlyTheShorterSide() {
    let (inventory, _) = Self.makeInventory()
    inventory.highlightedRowID = generatedID(101)
    let before = inventory.workDone
    let writes = inventory.items.indexWrites
    inventory.delete(item: inventory.items[100])
    #expect(inventory.items.indexWrites - writes == 100, "the hundred rows before it")
    #expect(inventory.workDone.rowModelsMade == before.rowModelsMade)
    #expect(inventory.workDone.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.highlightedRowID == generatedID(102), "the row that took its place")
    #expect(inventory.items.index(id: generatedID(Self.count)) == Self.count - 2)
    #expect(inventory.items.index(id: generatedID(100)) == 99)
    let late = inventory.items.indexWrites
    inventory.delete(item: inventory.items[Self.count - 101])
    #expect(inventory.items.indexWrites - late == 99, "the rows after it")
    #expect(inventory.items.index(id: generatedID(Self.count)) == Self.count - 3)
  }

  /// The list starts at the top, so the row a user deletes first is often the first: at
  /// 100,000 rows that rewrote the whole index.
  @Test func deletingTheFirstRowWritesNoIndexEntry() {
    let (inventory, store) = Self.makeInventory()
    let writes = inventory.items.indexWrites
    inventory.delete(item: inventory.items[0])
    #expect(inventory.items.indexWrites == writes)
    #expect(inventory.highlightedRowID == generatedID(2))
    #expect(inventory.items.index(id: generatedID(2)) == 0)
    #expect(inventory.items.index(id: generatedID(Self.count)) == Self.count - 2)
    #expect(inventory.row(id: generatedID(1)) == nil)
    #expect(store.items.count == Self.count - 1)
  }

  @Test func namesChangedBeforeTheFirstCheckAreCounted() async throws {
    let (inventory, _) = Self.makeInventory(count: 10)
    inventory.delete(item: inventory.items[0])
    inventory.add(item: Item(id: generatedID(50), name: "  MOUSE ", status: .inStock(quantity: 1)))
    #expect(inventory.workDone.nameCountUpdates == 0)
    #expect(!inventory.isNameTaken("item 1", excluding: generatedID(99)))
    #expect(inventory.isNameTaken("Mouse", excluding: generatedID(99)))
    #expect(inventory.isNameTaken("ITEM 2", excluding: generatedID(99)))
    #expect(!inventory.isNameTaken("Item 2", excluding: generatedID(2)), "only itself")
  }

  @Test func typingThatExtendsTheFilterVisitsOnlyThePreviousMatches() throws {
    let (inventory, _) = Self.makeInventory()
    inventory.applyFilterEdit(.insert("1"))
    #expect(inventory.workDone.filterRowsVisited == Self.count, "the first character scans all")
    let ones = inventory.filteredRows.count
    #expect(ones == (1...Self.count).filter { String($0).contains("1") }.count)
    var visited = inventory.workDone.filterRowsVisited
    inventory.applyFilterEdit(.insert("2"))
    #expect(inventory.workDone.filterRowsVisited - visited == ones, "'12' looks among '1' only")
    let twelves = inventory.filteredRows.count
    visited = inventory.workDone.filterRowsVisited
    inventory.applyFilterEdit(.moveToStart)
    inventory.applyFilterEdit(.insert(" "))
    #expect(inventory.workDone.filterRowsVisited - visited == twelves, "' 12' looks among '12'")
    visited = inventory.workDone.filterRowsVisited
    inventory.applyFilterEdit(.moveToEnd)
    inventory.applyFilterEdit(.insert("3"))
    #expect(inventory.workDone.filterRowsVisited - visited <= twelves)
    // Deleting widens the result: that scans every row once; emptying it scans none.
    visited = inventory.workDone.filterRowsVisited
    inventory.applyFilterEdit(.deleteBackward)
    #expect(inventory.workDone.filterRowsVisited - visited == Self.count)
    visited = inventory.workDone.filterRowsVisited
    inventory.clearFilter()
    #expect(inventory.workDone.filterRowsVisited == visited)
    #expect(inventory.filteredRows.count == Self.count)
    #expect(inventory.workDone.rowModelsMade == 0, "filtering makes no row view model")
  }

  @Test func addingRenamingAndDeletingUnderAFilterTestOneRow() throws {
    let (inventory, _) = Self.makeInventory()
    inventory.applyFilterEdit(.insert("99"))
    var visited = inventory.workDone.filterRowsVisited
    inventory.add(
      item: Item(
        id: generatedID(Self.count + 1), name: "Item 99 new", status: .inStock(quantity: 1)))
    #expect(inventory.workDone.filterRowsVisited - visited == 1)
    visited = inventory.workDone.filterRowsVisited
    try #require(inventory.row(id: generatedID(199))).item.name = "Renamed"
    #expect(inventory.workDone.filterRowsVisited - visited == 1)
    #expect(!inventory.filteredRows.contains(id: generatedID(199)))
    visited = inventory.workDone.filterRowsVisited
    inventory.delete(item: inventory.items[98])
    #expect(inventory.workDone.filterRowsVisited == visited)
    #expect(!inventory.filteredRows.contains(id: generatedID(99)))
    #expect(inventory.filteredRows.allSatisfy { $0.item.name.contains("99") })
  }

  @Test func theSummaryIsKeptWithoutCountingTheRows() throws {
    let (inventory, _) = Self.makeInventory()
    #expect(inventory.summary.items == Self.count)
    #expect(inventory.summary.inStock == Self.count)
    let row = try #require(inventory.row(id: generatedID(3)))
    row.item.status = .outOfStock(isOnBackOrder: true)
    inventory.add(
      item: Item(
        id: generatedID(Self.count + 1), name: "New", status: .outOfStock(isOnBackOrder: false)))
    inventory.delete(item: inventory.items[0])
    #expect(inventory.summary.items == Self.count)
    #expect(inventory.summary.inStock == Self.count - 2)
    #expect(inventory.summary.outOfStock == 2)
    #expect(inventory.summary.onBackOrder == 1)
    #expect(inventory.workDone.rowModelsMade == 1, "no row was visited to count")
  }

  @Test(arguments: [
    "Keyboard", "  Key board\t\n", "ÉCRAN", " Straße ", "\u{00A0}Cable\u{2003}", "İstanbul", "",
    " \t ", "MiXeD 123 !?", "\u{85}Tab",
  ])
  func comparableNamesMatchFoundation(name: String) {
    #expect(
      ItemIndex.comparableName(name)
        == name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
  }
}

/// A counter the `onChange` of `withObservationTracking` (a `@Sendable` closure) can bump; the
/// tests call it on the main actor only.
private final class ChangeCount: @unchecked Sendable {
  var value = 0
}
