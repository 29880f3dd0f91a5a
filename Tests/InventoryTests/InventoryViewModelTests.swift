import Foundation
import Inventory
import Testing

@Suite @MainActor struct InventoryViewModelTests {
  @Test func addButtonOpensAnEmptyItemWithQuantityOne() throws {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    let form = try #require(
      inventory.route?.addForm, "Expected the add route, got \(String(describing: inventory.route))"
    )
    #expect(
      form.item == Item(id: generatedID(0), name: "", color: nil, status: .inStock(quantity: 1)))
    #expect(form.route == nil)
    #expect(inventory.allRows.allSatisfy { $0.route == nil })
  }

  @Test func predictionFillsTheNameAfter500Milliseconds() async throws {
    let (app, clock) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add route")
    await clock.advance(by: .milliseconds(499))
    #expect(form.item.name == "")
    await clock.advance(by: .milliseconds(1))
    #expect(form.item.name == "Bluetooth Keyboard")
    #expect(form.nameCursor == "Bluetooth Keyboard".count)
    #expect(inventory.route == .add(form))
  }

  @Test func cancellingBeforeThePredictionChangesNothing() async throws {
    let (app, clock) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add route")
    await clock.advance(by: .milliseconds(300))
    inventory.cancelButtonTapped()
    #expect(inventory.route == nil)
    // The prediction was cancelled, not merely ignored.
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(form.item.name == "")
  }

  @Test func predictionOnlyAppliesToTheSameAddSheet() async throws {
    let (app, clock) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    let first = try #require(inventory.route?.addForm, "no add route")
    // An equal item in a different form is a different sheet.
    let other = ItemViewModel(item: first.item)
    inventory.route = .add(other)
    await clock.advance(by: .milliseconds(500))
    #expect(other.item.name == "")
    #expect(first.item.name == "")
  }

  @Test func reopeningTheAddSheetRestartsThePrediction() async throws {
    let (app, clock) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    await clock.advance(by: .milliseconds(300))
    inventory.cancelButtonTapped()
    inventory.addButtonTapped()
    let second = try #require(inventory.route?.addForm, "no add route")
    await clock.advance(by: .milliseconds(200))
    #expect(second.item.name == "")
    await clock.advance(by: .milliseconds(300))
    #expect(second.item.name == "Bluetooth Keyboard")
  }

  @Test func cancelButtonClosesTheSheet() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    inventory.cancelButtonTapped()
    #expect(inventory.route == nil)
    #expect(inventory.items.count == 4)
  }

  @Test func addAppendsARowHighlightsItAndClosesTheSheet() throws {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add route")
    form.insertText("Mouse")
    inventory.add(item: form.item)
    #expect(inventory.route == nil)
    #expect(
      inventory.items.map(\.name) == [
        "Keyboard", "Charger", "Phone", "Headphones", "Mouse",
      ])
    #expect(inventory.highlightedRowID == generatedID(0))
    // The new row belongs to the inventory: its route reaches the parent.
    let row = try #require(inventory.row(id: generatedID(0)))
    row.deleteButtonTapped()
    #expect(inventory.route == .row(id: generatedID(0), route: .deleteAlert))
  }

  @Test func addingAnExistingIDDoesNotDuplicateTheRow() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.add(item: Item.keyboard)
    #expect(inventory.items.count == 4)
  }

  @Test func deleteRemovesTheRow() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.delete(item: Item.charger)
    #expect(inventory.items.ids == [Item.keyboard.id, Item.phone.id, Item.headphones.id])
    inventory.delete(item: Item.charger)
    #expect(inventory.items.count == 3)
  }

  @Test func deletingARowReleasesIt() throws {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    let row = try #require(inventory.row(id: Item.phone.id))
    row.setEditNavigation(isActive: true)
    inventory.delete(item: Item.phone)
    #expect(inventory.route == nil)
    #expect(row.route == nil)
    // A released row no longer drives the inventory's route.
    row.deleteButtonTapped()
    #expect(inventory.route == nil)
  }

  @Test func nameCheckIgnoresCaseSpacesAndTheItemItself() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    #expect(inventory.isNameTaken(" keyboard ", excluding: generatedID(9)))
    #expect(!inventory.isNameTaken("Keyboard", excluding: Item.keyboard.id))
    #expect(!inventory.isNameTaken("Mouse", excluding: generatedID(9)))
    #expect(!inventory.isNameTaken("", excluding: generatedID(9)))
  }
}

/// An error for `throw` in tests that cannot go on.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
