import Clocks
import Foundation
import Identity
import Observation
import TestSupport
import Testing

@testable import Inventory

/// Work, not time: launching at N items makes no row view model and does no per-item work
/// that can wait, and one add, duplicate or delete at N items touches one item, not N.
/// Counted with what the inventory reports (`WorkCounter`, from `InventoryWork`),
/// `IdentifiedArray.indexWrites`, `liveRowCount`), so the checks hold on any machine under any
/// load.
@MainActor
struct RowWorkTests {
  static let count = 20_000

  /// An inventory of `count` items named "Item 1" …, committing to an in-memory store.
  static func makeInventory(count: Int = count, work: WorkCounter = WorkCounter())
    -> (InventoryViewModel, InMemoryInventoryStore)
  {
    let items = (1...count).map {
      Item(id: generatedID($0), name: "Item \($0)", status: .inStock(quantity: $0))
    }
    let store = InMemoryInventoryStore(items: items)
    let dependencies = work.dependencies(
      Dependencies(clock: ManualClock(), uuid: .incrementing(from: 1 << 40), store: store))
    let inventory = InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items), dependencies: dependencies)
    return (inventory, store)
  }

  @Test func launchingMakesNoRowViewModelAndCountsNoNames() {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    #expect(work.counts.rowModelsMade == 0)
    #expect(work.counts.nameCountUpdates == 0, "names are counted on the first check")
    #expect(work.counts.rowRoutesPushed == 0, "no row has a route to close")
    #expect(inventory.items.indexWrites == Self.count, "one index entry per item")
  }

  @Test func addingDeletingAndCheckingNamesMakeNoRowViewModel() throws {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))
    inventory.add(
      item: Item(id: generatedID(Self.count + 1), name: "Mouse", status: .inStock(quantity: 1)))
    inventory.delete(item: inventory.items[0])
    inventory.moveHighlight(by: 100)
    #expect(work.counts.rowModelsMade == 0)
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
    let work = WorkCounter()
    let inventory = InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items),
      route: .row(id: generatedID(7), route: .deleteAlert), dependencies: work.dependencies(.live))
    #expect(work.counts.rowModelsMade == 1)
    #expect(work.counts.rowRoutesPushed == 1)
    #expect(inventory.row(id: generatedID(7))?.route == .deleteAlert)
  }

  @Test func addingTouchesOneRow() {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))  // counts the names once
    let before = work.counts
    let writes = inventory.items.indexWrites
    inventory.add(
      item: Item(id: generatedID(Self.count + 1), name: "Mouse", status: .inStock(quantity: 1)))
    #expect(inventory.items.count == Self.count + 1)
    #expect(work.counts.rowModelsMade == before.rowModelsMade)
    #expect(work.counts.nameCountUpdates - before.nameCountUpdates == 1)
    #expect(work.counts.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites - writes == 1)
    #expect(inventory.highlightedRowID == generatedID(Self.count + 1))
    #expect(inventory.isNameTaken("mouse", excluding: generatedID(0)))
  }

  @Test func duplicatingTouchesOneRow() throws {
    let work = WorkCounter()
    let (inventory, store) = Self.makeInventory(work: work)
    let row = try #require(inventory.row(id: generatedID(10)))
    row.duplicateButtonTapped()
    let form = try #require(row.route?.itemViewModel)
    let before = work.counts
    let writes = inventory.items.indexWrites
    row.duplicate(item: form.item)
    #expect(inventory.items.count == Self.count + 1)
    #expect(work.counts.rowModelsMade == before.rowModelsMade)
    #expect(work.counts.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites - writes == 1)
    #expect(store.items.last?.name == "Item 10")
    #expect(inventory.route == nil)
  }

  @Test func deletingTheLastRowTouchesOneRowAndWritesNoIndexEntry() {
    let work = WorkCounter()
    let (inventory, store) = Self.makeInventory(work: work)
    _ = inventory.isNameTaken("Item 1", excluding: generatedID(0))
    inventory.highlightedRowID = generatedID(Self.count)
    let before = work.counts
    let writes = inventory.items.indexWrites
    inventory.delete(item: inventory.items[Self.count - 1])
    #expect(inventory.items.count == Self.count - 1)
    #expect(work.counts.rowModelsMade == before.rowModelsMade)
    #expect(work.counts.nameCountUpdates - before.nameCountUpdates == 1)
    #expect(work.counts.rowRoutesPushed - before.rowRoutesPushed <= 2)
    #expect(inventory.items.indexWrites == writes)
    #expect(inventory.highlightedRowID == generatedID(Self.count - 1), "moves to the one before")
    #expect(store.items.count == Self.count - 1)
  }

  @Test func deletingInTheMiddleRewritesOnlyTheShorterSide() {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    inventory.highlightedRowID = generatedID(101)
    let before = work.counts
    let writes = inventory.items.indexWrites
    inventory.delete(item: inventory.items[100])
    #expect(inventory.items.indexWrites - writes == 100, "the hundred rows before it")
    #expect(work.counts.rowModelsMade == before.rowModelsMade)
    #expect(work.counts.rowRoutesPushed - before.rowRoutesPushed <= 2)
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
    let work = WorkCounter()
    let (inventory, store) = Self.makeInventory(work: work)
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
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(count: 10, work: work)
    inventory.delete(item: inventory.items[0])
    inventory.add(item: Item(id: generatedID(50), name: "  MOUSE ", status: .inStock(quantity: 1)))
    #expect(work.counts.nameCountUpdates == 0)
    #expect(!inventory.isNameTaken("item 1", excluding: generatedID(99)))
    #expect(inventory.isNameTaken("Mouse", excluding: generatedID(99)))
    #expect(inventory.isNameTaken("ITEM 2", excluding: generatedID(99)))
    #expect(!inventory.isNameTaken("Item 2", excluding: generatedID(2)), "only itself")
  }

  @Test func typingThatExtendsTheFilterVisitsOnlyThePreviousMatches() throws {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    inventory.applyFilterEdit(.insert("1"))
    #expect(work.counts.filterRowsVisited == Self.count, "the first character scans all")
    let ones = inventory.filteredRows.count
    #expect(ones == (1...Self.count).filter { String($0).contains("1") }.count)
    var visited = work.counts.filterRowsVisited
    inventory.applyFilterEdit(.insert("2"))
    #expect(work.counts.filterRowsVisited - visited == ones, "'12' looks among '1' only")
    let twelves = inventory.filteredRows.count
    visited = work.counts.filterRowsVisited
    inventory.applyFilterEdit(.moveToStart)
    inventory.applyFilterEdit(.insert(" "))
    #expect(work.counts.filterRowsVisited - visited == twelves, "' 12' looks among '12'")
    visited = work.counts.filterRowsVisited
    inventory.applyFilterEdit(.moveToEnd)
    inventory.applyFilterEdit(.insert("3"))
    #expect(work.counts.filterRowsVisited - visited <= twelves)
    // Deleting widens the result: that scans every row once; emptying it scans none.
    visited = work.counts.filterRowsVisited
    inventory.applyFilterEdit(.deleteBackward)
    #expect(work.counts.filterRowsVisited - visited == Self.count)
    visited = work.counts.filterRowsVisited
    inventory.clearFilter()
    #expect(work.counts.filterRowsVisited == visited)
    #expect(inventory.filteredRows.count == Self.count)
    #expect(work.counts.rowModelsMade == 0, "filtering makes no row view model")
  }

  @Test func addingRenamingAndDeletingUnderAFilterTestOneRow() throws {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
    inventory.applyFilterEdit(.insert("99"))
    var visited = work.counts.filterRowsVisited
    inventory.add(
      item: Item(
        id: generatedID(Self.count + 1), name: "Item 99 new", status: .inStock(quantity: 1)))
    #expect(work.counts.filterRowsVisited - visited == 1)
    visited = work.counts.filterRowsVisited
    try #require(inventory.row(id: generatedID(199))).item.name = "Renamed"
    #expect(work.counts.filterRowsVisited - visited == 1)
    #expect(!inventory.filteredRows.contains(id: generatedID(199)))
    visited = work.counts.filterRowsVisited
    inventory.delete(item: inventory.items[98])
    #expect(work.counts.filterRowsVisited == visited)
    #expect(!inventory.filteredRows.contains(id: generatedID(99)))
    #expect(inventory.filteredRows.allSatisfy { $0.item.name.contains("99") })
  }

  @Test func theSummaryIsKeptWithoutCountingTheRows() throws {
    let work = WorkCounter()
    let (inventory, _) = Self.makeInventory(work: work)
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
    #expect(work.counts.rowModelsMade == 1, "no row was visited to count")
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
