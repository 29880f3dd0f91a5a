import Clocks
import CursesTesting
import Foundation
import Inventory
import Observation
import Testing

@Suite @MainActor struct RouteSyncTests {
  let app: AppViewModel
  let clock: ManualClock
  var inventory: InventoryViewModel { app.inventoryViewModel }

  init() { (app, clock) = makeApp() }

  private func row(_ item: Item) throws -> ItemRowViewModel {
    try #require(inventory.row(id: item.id))
  }

  private func rowRoutes() -> [ItemRowViewModel.Route?] { inventory.allRows.map(\.route) }

  // MARK: Up: row → inventory

  @Test func rowDeleteAlertBecomesTheInventoryRoute() throws {
    try row(.charger).deleteButtonTapped()
    #expect(inventory.route == .row(id: Item.charger.id, route: .deleteAlert))
  }

  @Test func rowEditBecomesTheInventoryRoute() throws {
    let charger = try row(.charger)
    charger.setEditNavigation(isActive: true)
    let form = try #require(charger.route?.editForm, "no edit route")
    #expect(inventory.route == .row(id: Item.charger.id, route: .edit(form)))
  }

  @Test func rowDuplicateBecomesTheInventoryRoute() throws {
    let phone = try row(.phone)
    phone.duplicateButtonTapped()
    let form = try #require(phone.route?.duplicateForm, "no duplicate route")
    #expect(inventory.route == .row(id: Item.phone.id, route: .duplicate(form)))
  }

  @Test func rowClosingClearsTheInventoryRoute() throws {
    let charger = try row(.charger)
    charger.deleteButtonTapped()
    charger.cancelButtonTapped()
    #expect(inventory.route == nil)
  }

  @Test func anotherRowOpeningTakesOverAndClosesTheFirst() throws {
    let charger = try row(.charger)
    let phone = try row(.phone)
    charger.setEditNavigation(isActive: true)
    phone.deleteButtonTapped()
    #expect(inventory.route == .row(id: Item.phone.id, route: .deleteAlert))
    #expect(charger.route == nil)
    #expect(rowRoutes() == [nil, nil, .deleteAlert, nil])
  }

  @Test func aClosedRowClosingAgainLeavesTheOpenRowAlone() throws {
    try row(.phone).deleteButtonTapped()
    try row(.charger).cancelButtonTapped()
    #expect(inventory.route == .row(id: Item.phone.id, route: .deleteAlert))
  }

  // MARK: Down: inventory → rows

  @Test func inventoryRoutePushesIntoTheMatchingRowOnly() throws {
    inventory.route = .row(id: Item.headphones.id, route: .deleteAlert)
    #expect(rowRoutes() == [nil, nil, nil, .deleteAlert])
    let form = ItemViewModel(item: .keyboard)
    inventory.route = .row(id: Item.keyboard.id, route: .edit(form))
    #expect(rowRoutes() == [.edit(form), nil, nil, nil])
  }

  @Test func addRouteClosesEveryRow() throws {
    try row(.keyboard).deleteButtonTapped()
    inventory.addButtonTapped()
    #expect(rowRoutes() == [nil, nil, nil, nil])
  }

  @Test func nilRouteClosesEveryRow() throws {
    try row(.keyboard).duplicateButtonTapped()
    inventory.route = nil
    #expect(rowRoutes() == [nil, nil, nil, nil])
  }

  @Test func formsSetFromOutsideGetTheDuplicateNameCheck() throws {
    let form = ItemViewModel(
      item: Item(id: generatedID(7), name: "Phone", status: .inStock(quantity: 1)))
    #expect(!form.nameIsDuplicate)
    inventory.route = .add(form)
    #expect(form.nameIsDuplicate)
  }

  // MARK: No loops, one change each way

  @Test func aRowChangeNotifiesTheInventoryRouteOnce() throws {
    let charger = try row(.charger)
    let changes = EventLog()
    withObservationTracking {
      _ = inventory.route
    } onChange: {
      MainActor.assumeIsolated { changes.add("route") }
    }
    charger.deleteButtonTapped()
    #expect(changes.entries == ["route"])
    #expect(charger.route == .deleteAlert)
  }

  @Test func settingTheSameRouteAgainKeepsRowsStable() throws {
    inventory.route = .row(id: Item.phone.id, route: .deleteAlert)
    let phone = try row(.phone)
    let changes = EventLog()
    withObservationTracking {
      _ = phone.route
    } onChange: {
      MainActor.assumeIsolated { changes.add("row") }
    }
    inventory.route = .row(id: Item.phone.id, route: .deleteAlert)
    #expect(changes.entries.isEmpty)
  }

  // MARK: Construction and removal

  @Test func theRowOfTheRouteAtConstructionHasItsScreenOpen() {
    let inventory = InventoryViewModel(
      items: [.keyboard, .charger], route: .row(id: Item.charger.id, route: .deleteAlert))
    #expect(inventory.openRow?.id == Item.charger.id)
    #expect(inventory.row(id: Item.charger.id)?.route == .deleteAlert)
    #expect(inventory.row(id: Item.keyboard.id)?.route == nil)
    #expect(inventory.route == .row(id: Item.charger.id, route: .deleteAlert))
  }

  @Test func aRouteToAMissingRowIsDroppedAtConstruction() {
    let inventory = InventoryViewModel(
      items: [.keyboard], route: .row(id: Item.phone.id, route: .deleteAlert))
    #expect(inventory.route == nil)
  }

  @Test func removingTheRoutedRowClearsTheRoute() throws {
    try row(.phone).deleteButtonTapped()
    inventory.delete(item: .phone)
    #expect(inventory.route == nil)
  }

  @Test func removingAnotherRowKeepsTheRoute() throws {
    try row(.phone).deleteButtonTapped()
    inventory.delete(item: .keyboard)
    #expect(inventory.route == .row(id: Item.phone.id, route: .deleteAlert))
  }

  @Test func itemsAssignedLaterHaveRowsInTheInventory() throws {
    inventory.items.append(Item(id: generatedID(8), name: "Mouse", status: .inStock(quantity: 2)))
    let mouse = try #require(inventory.row(id: generatedID(8)))
    mouse.deleteButtonTapped()
    #expect(inventory.route == .row(id: generatedID(8), route: .deleteAlert))
    mouse.deleteConfirmationButtonTapped()
    #expect(!inventory.items.contains(id: generatedID(8)))
  }

  // MARK: Timers stop with their screen

  @Test func closingAFormCancelsItsTimers() async throws {
    let keyboard = try row(.keyboard)
    keyboard.setEditNavigation(isActive: true)
    let form = try #require(keyboard.route?.editForm, "no edit route")
    form.item.name = "Charger"
    form.setColorPickerNavigation(isActive: true)
    #expect(clock.sleeperCount == 2)
    keyboard.cancelButtonTapped()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(!form.nameIsDuplicate)
    #expect(form.newColors.isEmpty)
  }

  @Test func closingTheAddSheetCancelsItsTimers() async throws {
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add route")
    form.item.name = "Phone"
    #expect(clock.sleeperCount == 2)
    inventory.route = .row(id: Item.keyboard.id, route: .deleteAlert)
    #expect(clock.sleeperCount == 0)
  }
}
