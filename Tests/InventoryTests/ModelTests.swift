import Foundation
import Inventory
import Testing

@Suite struct ModelTests {
  @Test func seedMatchesTheReferenceApp() {
    #expect(Item.seed.map(\.name) == ["Keyboard", "Charger", "Phone", "Headphones"])
    #expect(Item.keyboard.color == .blue)
    #expect(Item.keyboard.status == .inStock(quantity: 100))
    #expect(Item.charger.color == .yellow)
    #expect(Item.charger.status == .inStock(quantity: 20))
    #expect(Item.phone.color == .green)
    #expect(Item.phone.status == .outOfStock(isOnBackOrder: true))
    #expect(Item.headphones.color == .green)
    #expect(Item.headphones.status == .outOfStock(isOnBackOrder: false))
  }

  @Test func seedIDsAreFixedAndDocumented() {
    #expect(
      Item.seed.map(\.id.uuidString) == [
        "5EED0000-0000-0000-0000-000000000001",
        "5EED0000-0000-0000-0000-000000000002",
        "5EED0000-0000-0000-0000-000000000003",
        "5EED0000-0000-0000-0000-000000000004",
      ])
  }

  @Test func duplicateHasANewIDAndTheSameFields() {
    let id = generatedID(7)
    let copy = Item.phone.duplicate(id: id)
    #expect(copy.id == id)
    #expect(copy.name == "Phone")
    #expect(copy.color == .green)
    #expect(copy.status == .outOfStock(isOnBackOrder: true))
    #expect(Item.keyboard.duplicate().id != Item.keyboard.id)
  }

  @Test func statusAccessors() {
    let inStock = Item.Status.inStock(quantity: 3)
    let backOrdered = Item.Status.outOfStock(isOnBackOrder: true)
    #expect(inStock.isInStock)
    #expect(!backOrdered.isInStock)
    #expect(inStock.quantity == 3)
    #expect(backOrdered.quantity == nil)
    #expect(inStock.isOnBackOrder == nil)
    #expect(backOrdered.isOnBackOrder == true)
  }

  @Test func colors() {
    #expect(Color.defaults.map(\.name) == ["Red", "Green", "Blue", "Black", "Yellow", "White"])
    #expect(
      Color.defaults.map { [$0.red, $0.green, $0.blue] } == [
        [1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 0], [1, 1, 0], [1, 1, 1],
      ])
    #expect(Color.pink == Color(name: "Pink", red: 1, green: 0.7, blue: 0.7))
  }

  @Test func tabs() {
    #expect(Tab.allCases == [.one, .inventory, .three])
    #expect(Tab.allCases.map(\.title) == ["One", "Inventory", "Three"])
  }
}
