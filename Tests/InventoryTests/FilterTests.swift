import Foundation
import Identity
import Inventory
import Observation
import Testing
import TextEditing

/// The list's filter: which rows it lists, and how the highlight, the scroll offset and the
/// list's keys follow it.
@Suite @MainActor struct FilterTests {
  let app: AppViewModel
  var inventory: InventoryViewModel { app.inventoryViewModel }

  init() {
    (app, _) = makeApp()
    app.selectedTab = .inventory
  }

  private func type(_ text: String) { inventory.applyFilterEdit(.insert(text)) }
  private var listedNames: [String] { inventory.filteredRows.map(\.item.name) }

  @Test func anEmptyFilterListsEveryRow() {
    #expect(listedNames == ["Keyboard", "Charger", "Phone", "Headphones"])
    #expect(inventory.filteredRows.ids == Item.seed.map(\.id))
  }

  /// A list steps through positions for every row it builds: stepping is arithmetic, with
  /// no observed read of the count (the collection defaults check each step against it).
  @Test func steppingThroughTheListedRowsReadsNothingObservable() {
    let rows = inventory.filteredRows
    let reads = ObservedReads()
    let position = withObservationTracking {
      rows.distance(from: rows.index(after: 0), to: rows.index(rows.index(before: 3), offsetBy: 2))
    } onChange: {
      reads.changed = true
    }
    #expect(position == 3)
    type("k")
    #expect(!reads.changed, "the positions read neither the items nor the filter")
    #expect(rows.count == 1, "the count itself still follows the filter")
  }

  @Test func theFilterKeepsNamesContainingItIgnoringCase() {
    type("AR")
    #expect(listedNames == ["Keyboard", "Charger"])
    #expect(inventory.filteredRows.index(id: Item.charger.id) == 1)
    #expect(inventory.filteredRows.index(id: Item.phone.id) == nil)
    #expect(!inventory.filteredRows.contains(id: Item.phone.id))
    inventory.applyFilterEdit(.deleteBackward)
    #expect(listedNames == ["Keyboard", "Charger", "Headphones"], "'a'")
  }

  @Test func diacriticsAreIgnoredBothWays() {
    inventory.add(item: Item(id: generatedID(1), name: "Café Crème", status: .inStock(quantity: 1)))
    inventory.add(item: Item(id: generatedID(2), name: "CAFE", status: .inStock(quantity: 1)))
    type("cafe")
    #expect(listedNames == ["Café Crème", "CAFE"])
    inventory.clearFilter()
    type("É")
    #expect(listedNames == ["Keyboard", "Charger", "Phone", "Headphones", "Café Crème", "CAFE"])
    inventory.clearFilter()
    type("crème")
    #expect(listedNames == ["Café Crème"])
  }

  @Test func aFilterOfSpacesOrSymbolsIsLiteral() {
    inventory.add(
      item: Item(id: generatedID(1), name: "Salt & Pepper", status: .inStock(quantity: 1)))
    type(" & ")
    #expect(listedNames == ["Salt & Pepper"])
  }

  @Test func cursorMovesDoNotFilterAgain() {
    type("ar")
    inventory.applyFilterEdit(.moveToStart)
    #expect(inventory.filter.cursor == 0)
    #expect(listedNames == ["Keyboard", "Charger"])
  }

  @Test func theHighlightStaysWhenItsRowIsListed() {
    inventory.highlightedRowID = Item.charger.id
    type("ar")
    #expect(inventory.highlightedRowID == Item.charger.id)
  }

  @Test func aHiddenHighlightMovesToTheNearestListedRow() {
    inventory.highlightedRowID = Item.phone.id
    type("head")
    #expect(inventory.highlightedRowID == Item.headphones.id)
    inventory.clearFilter()
    inventory.highlightedRowID = Item.phone.id
    type("ar")
    #expect(inventory.highlightedRowID == Item.charger.id, "the row just above")
  }

  @Test func withNothingListedThereIsNoHighlightAndRowKeysDoNothing() {
    inventory.highlightedRowID = Item.phone.id
    type("zzz")
    #expect(inventory.filteredRows.isEmpty)
    #expect(inventory.highlightedRowID == nil)
    inventory.focus = .list
    for key in ["d", "x", "r"] { app.runCommand(for: .character(Character(key))) }
    app.runCommand(for: .key(.end))
    app.runCommand(for: .key(.pageDown))
    #expect(inventory.route == nil)
    #expect(inventory.highlightedRowID == nil)
    inventory.highlightNextRow()
    #expect(inventory.highlightedRowID == nil)
    inventory.clearFilter()
    #expect(inventory.highlightedRowID == Item.phone.id, "back where it was")
  }

  @Test func aHiddenRowCannotBeHighlighted() {
    type("ar")
    inventory.highlightedRowID = Item.phone.id
    #expect(inventory.highlightedRowID == nil)
  }

  @Test func homeEndAndPagingMoveAmongListedRows() {
    type("o")
    #expect(listedNames == ["Keyboard", "Phone", "Headphones"])
    inventory.focus = .list
    app.runCommand(for: .key(.end))
    #expect(inventory.highlightedRowID == Item.headphones.id)
    app.runCommand(for: .key(.home))
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    inventory.highlightNextRow()
    #expect(inventory.highlightedRowID == Item.phone.id, "Charger is skipped")
    inventory.highlightPreviousRow()
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    inventory.moveHighlight(by: 2)
    #expect(inventory.highlightedRowID == Item.headphones.id)
  }

  @Test func rowKeysActOnTheHighlightedListedRow() {
    type("ph")
    inventory.focus = .list
    app.runCommand(for: .key(.end))
    app.runCommand(for: .character("x"))
    #expect(inventory.route == .row(id: Item.headphones.id, route: .deleteAlert))
    inventory.row(id: Item.headphones.id)?.deleteConfirmationButtonTapped()
    #expect(listedNames == ["Phone"])
    #expect(inventory.highlightedRowID == Item.phone.id, "the listed row before it")
    app.runCommand(for: .character("d"))
    #expect(inventory.openForm?.item.name == "Phone", "the duplicate of the phone")
  }

  @Test func theScrollOffsetCountsListedRows() {
    inventory.scrollOffset = 3
    type("ar")
    #expect(inventory.scrollOffset <= 1)
    inventory.scrollOffset = 10
    #expect(inventory.scrollOffset == 1)
    #expect(inventory.visibleRowRange(visibleRowCount: 5) == 1..<2)
  }

  @Test func addedDeletedAndRenamedRowsFollowTheFilter() throws {
    type("key")
    inventory.add(item: Item(id: generatedID(1), name: "Monkey", status: .inStock(quantity: 1)))
    inventory.add(item: Item(id: generatedID(2), name: "Mouse", status: .inStock(quantity: 1)))
    #expect(listedNames == ["Keyboard", "Monkey"])
    #expect(inventory.highlightedRowID == generatedID(1), "a hidden new row takes no highlight")
    inventory.delete(item: .charger)
    #expect(inventory.filteredRows.index(id: generatedID(1)) == 1)
    let mouse = try #require(inventory.row(id: generatedID(2)))
    mouse.item.name = "Mousekey"
    #expect(listedNames == ["Keyboard", "Monkey", "Mousekey"])
    let keyboard = try #require(inventory.row(id: Item.keyboard.id))
    inventory.highlightedRowID = Item.keyboard.id
    keyboard.item.name = "Board"
    #expect(listedNames == ["Monkey", "Mousekey"])
    #expect(inventory.highlightedRowID == generatedID(1), "off the row that left the list")
    keyboard.item.name = "Keyboard"
    #expect(listedNames == ["Keyboard", "Monkey", "Mousekey"])
  }

  @Test func changesWhileTheFilterIsOffAreSeenWhenItComesBack() throws {
    type("a")
    inventory.clearFilter()
    inventory.delete(item: .keyboard)
    inventory.add(item: Item(id: generatedID(1), name: "Zap", status: .inStock(quantity: 1)))
    try #require(inventory.row(id: Item.phone.id)).item.name = "Xylophone"
    type("p")
    #expect(listedNames == ["Xylophone", "Headphones", "Zap"])
    inventory.delete(item: .charger)
    try #require(inventory.row(id: generatedID(1))).item.name = "Zip"
    type("h")
    #expect(listedNames == ["Xylophone", "Headphones"])
  }

  @Test func replacingTheItemsFiltersThemAgain() {
    type("ne")
    inventory.items = [Item.headphones, Item.charger, Item.phone]
    #expect(listedNames == ["Headphones", "Phone"])
    #expect(inventory.highlightedRowID == Item.phone.id, "typing moved it off the keyboard")
    inventory.items = [Item.headphones, Item.charger]
    #expect(inventory.highlightedRowID == Item.headphones.id, "the listed row in its place")
  }
}

/// Whether an observation tracking's `onChange` ran.
private final class ObservedReads: @unchecked Sendable {
  var changed = false
}
