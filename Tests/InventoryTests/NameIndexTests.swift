import Foundation
import Inventory
import Testing

/// The duplicate-name check follows every way names come and go: adds, deletes, renames by
/// saving an edit, rows replaced wholesale, and two rows sharing a name.
@MainActor
struct NameIndexTests {
  @Test func followsAddsDeletesAndRenames() async throws {
    let (app, clock) = makeApp()
    let inventory = app.inventoryViewModel
    let other = generatedID(99)
    #expect(inventory.isNameTaken("Charger", excluding: other))

    inventory.delete(item: Item.charger)
    #expect(!inventory.isNameTaken("Charger", excluding: other))

    inventory.add(item: Item(name: "Mouse", status: .inStock(quantity: 1)))
    #expect(inventory.isNameTaken("mouse", excluding: other))

    let keyboard = try #require(inventory.row(id: Item.keyboard.id))
    keyboard.setEditNavigation(isActive: true)
    var edited = keyboard.item
    edited.name = "Keypad"
    keyboard.edit(item: edited)
    await clock.advance(by: .seconds(1))
    #expect(inventory.isNameTaken("Keypad", excluding: other))
    #expect(!inventory.isNameTaken("Keyboard", excluding: other))
  }

  @Test func twoRowsWithOneNameStayTakenUntilBothAreGone() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.add(item: Item(id: generatedID(50), name: "Keyboard", status: .inStock(quantity: 1)))
    #expect(inventory.isNameTaken("Keyboard", excluding: Item.keyboard.id), "the copy has it")
    inventory.delete(item: Item.keyboard)
    #expect(inventory.isNameTaken("Keyboard", excluding: generatedID(99)))
    #expect(!inventory.isNameTaken("Keyboard", excluding: generatedID(50)), "only itself")
  }

  @Test func replacingTheItemsRecountsThem() {
    let (app, _) = makeApp()
    let inventory = app.inventoryViewModel
    inventory.items = [Item(name: "Cable", status: .inStock(quantity: 2))]
    #expect(inventory.isNameTaken("Cable", excluding: generatedID(99)))
    #expect(!inventory.isNameTaken("Keyboard", excluding: generatedID(99)))
  }
}
