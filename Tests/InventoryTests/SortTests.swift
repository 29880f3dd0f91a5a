import Foundation
import Identity
import TestSupport
import Testing
import TextEditing

@_spi(Work) @testable import Inventory

/// The list's sort order: whatever the inventory is told (adds, deletes, edits, a filter, a
/// new order, the items replaced), it lists what a fresh stable sort of the filtered items
/// would, and the highlight stays on its row.
@MainActor
struct SortTests {
  /// The listing a fresh filter and sort of `inventory`'s items gives, worked out here
  /// without the index: the filter's matches, then a stable sort by the column's rule.
  static func expectedIDs(_ inventory: InventoryViewModel) -> [Item.ID] {
    let filter = NameFilter(inventory.filter.text)
    let items = inventory.items.elements.filter {
      filter?.matches(folded: NameFilter.folded($0.name)) ?? true
    }
    guard let order = inventory.sortOrder else { return items.map(\.id) }
    func value(_ item: Item) -> (Int, String) {
      switch order.column {
      case .name: return (0, NameFilter.folded(item.name))
      case .quantity:
        switch item.status {
        case .outOfStock(let backOrder): return (backOrder ? -1 : -2, "")
        case .inStock(let quantity): return (quantity, "")
        }
      case .color: return item.color.map { (1, NameFilter.folded($0.name)) } ?? (0, "")
      }
    }
    let sorted = items.enumerated().sorted { a, b in
      let (valueA, valueB) = (value(a.element), value(b.element))
      if valueA == valueB { return a.offset < b.offset }
      return order.isAscending ? valueA < valueB : valueB < valueA
    }
    return sorted.map(\.element.id)
  }

  static let names = ["Mouse", "keyboard", "Café", "cafe", "Zebra", "apple", "Mouse", "é", "B"]
  static let colors: [Color?] = [nil, .red, .blue, .black, .white, .pink]
  static let statuses: [Item.Status] = [
    .inStock(quantity: 0), .inStock(quantity: 3), .inStock(quantity: 12),
    .outOfStock(isOnBackOrder: false), .outOfStock(isOnBackOrder: true),
  ]

  static func randomItem(_ random: inout SeededRandom, id: UUID) -> Item {
    Item(
      id: id, name: names[random.below(names.count)], color: colors[random.below(colors.count)],
      status: statuses[random.below(statuses.count)])
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func everyChangeListsWhatAFreshSortWould(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var next = 0
    func newID() -> UUID {
      next += 1
      return generatedID(1000 + next)
    }
    let start = (0..<12).map { _ in Self.randomItem(&random, id: newID()) }
    let inventory = InventoryViewModel(items: IdentifiedArray(uniqueElements: start))
    let orders: [ItemSortOrder?] =
      [nil]
      + ItemSortOrder.Column.allCases.flatMap { [ItemSortOrder($0), ItemSortOrder($0).reversed] }
    for step in 0..<400 {
      let ids = inventory.items.ids
      switch random.below(8) {
      case 0: inventory.sortOrder = orders[random.below(orders.count)]
      case 1: inventory.add(item: Self.randomItem(&random, id: newID()))
      case 2 where !ids.isEmpty:
        inventory.delete(item: inventory.items[id: ids[random.below(ids.count)]]!)
      case 3 where !ids.isEmpty:
        inventory.row(id: ids[random.below(ids.count)])?.item.name =
          Self.names[random.below(Self.names.count)]
      case 4 where !ids.isEmpty:
        inventory.row(id: ids[random.below(ids.count)])?.item.status =
          Self.statuses[random.below(Self.statuses.count)]
      case 5 where !ids.isEmpty:
        inventory.row(id: ids[random.below(ids.count)])?.item.color =
          Self.colors[random.below(Self.colors.count)]
      case 6:
        inventory.filter = EditableText(["", "e", "a", "mouse", "caf"][random.below(5)])
      default:
        var replaced = inventory.items
        if !ids.isEmpty { replaced.remove(id: ids[random.below(ids.count)]) }
        replaced.append(Self.randomItem(&random, id: newID()))
        inventory.items = replaced
      }
      let listed = inventory.filteredRows.ids
      #expect(listed == Self.expectedIDs(inventory), "step \(step), \(inventory.sortOrder as Any)")
      for (index, id) in listed.enumerated() {
        #expect(inventory.filteredRows.index(id: id) == index, "step \(step): index of \(id)")
      }
      if let highlighted = inventory.highlightedRowID {
        #expect(listed.contains(highlighted), "step \(step): the highlight is listed")
      } else {
        #expect(listed.isEmpty, "step \(step): a highlight while anything is listed")
      }
    }
  }

  @Test func theSortKeyStepsThroughTheColumnsThenBack() {
    let inventory = InventoryViewModel(items: IdentifiedArray(uniqueElements: Item.seed))
    var seen: [String] = []
    for _ in 0..<4 {
      inventory.sortKeyPressed()
      seen.append(inventory.sortOrder?.description ?? "none")
    }
    #expect(seen == ["name", "quantity", "color", "none"])
    inventory.reverseSortKeyPressed()
    #expect(inventory.sortOrder?.description == "-name")
    inventory.reverseSortKeyPressed()
    #expect(inventory.sortOrder?.description == "name")
    inventory.sortHeaderTapped(.quantity)
    #expect(inventory.sortOrder?.description == "quantity")
    inventory.sortHeaderTapped(.quantity)
    #expect(inventory.sortOrder?.description == "-quantity", "a second click reverses")
  }

  @Test func theHighlightStaysOnItsRowAndInView() {
    let items = IdentifiedArray(
      uniqueElements: (0..<40).map { number in
        Item(
          id: generatedID(number), name: String(format: "Item %02d", 39 - number),
          status: .inStock(quantity: number))
      })
    let inventory = InventoryViewModel(items: items)
    inventory.visibleRowCount = 10
    inventory.highlightedRowID = generatedID(0)  // "Item 39", first in the items' order
    inventory.sortOrder = ItemSortOrder(.name)
    #expect(inventory.highlightedRowID == generatedID(0))
    #expect(inventory.filteredRows.index(id: generatedID(0)) == 39)
    #expect(inventory.visibleRowRange(visibleRowCount: 10).contains(39), "scrolled to it")
  }

  @Test func anAddedOrEditedItemIsHighlightedInItsPlace() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.sortOrder = ItemSortOrder(.name)
    inventory.add(item: Item(id: generatedID(99), name: "Adapter", status: .inStock(quantity: 1)))
    #expect(inventory.filteredRows.id(at: 0) == generatedID(99), "A before the seed's names")
    #expect(inventory.highlightedRowID == generatedID(99))
    #expect(inventory.scrollOffset == 0)
    // An edit that moves the row: it stays highlighted where it lands.
    inventory.row(id: generatedID(99))?.item.name = "Zip"
    #expect(inventory.filteredRows.ids.last == generatedID(99))
    #expect(inventory.highlightedRowID == generatedID(99))
    // A delete hands the highlight to the row now in its place: the one before, as it was last.
    let before = inventory.filteredRows.ids.dropLast().last
    inventory.delete(item: inventory.items[id: generatedID(99)]!)
    #expect(inventory.highlightedRowID == before)
  }

  /// Sorting reads every item's key once; a new direction, an add and an edit do not read
  /// every item again.
  @Test func workGrowsWithTheChangeNotTheItemCount() {
    let items = IdentifiedArray(
      uniqueElements: (0..<5000).map { number in
        Item(id: generatedID(number), name: "Item \(number)", status: .inStock(quantity: number))
      })
    let inventory = InventoryViewModel(items: items)
    var before = inventory.workDone.sortKeysRead
    inventory.sortOrder = ItemSortOrder(.quantity)
    #expect(inventory.workDone.sortKeysRead - before == 5000)
    before = inventory.workDone.sortKeysRead
    inventory.sortOrder = ItemSortOrder(.quantity, isAscending: false)
    #expect(inventory.workDone.sortKeysRead - before == 0, "a new direction keeps the keys")
    inventory.add(item: Item(id: generatedID(9999), name: "New", status: .inStock(quantity: 7)))
    inventory.row(id: generatedID(3))?.item.status = .inStock(quantity: 100_000)
    #expect(inventory.workDone.sortKeysRead - before == 2, "one key each")
    #expect(inventory.filteredRows.id(at: 0) == generatedID(3), "the most in stock first")
  }
}
