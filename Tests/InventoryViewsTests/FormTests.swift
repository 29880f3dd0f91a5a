import Inventory
import InventoryViews
import TerminalCore
import Testing

/// The item form driven by keys: confirm with Ctrl-S, saving, timers, controls.
@MainActor
struct FormTests {
  @Test func controlSAddsTheNewItem() {
    let app = App()
    app.openInventory()
    app.type("a")
    app.type("Mouse")
    app.keys(.control("s"))
    let inventory = app.model.inventoryViewModel.inventory
    #expect(inventory.count == 5)
    #expect(inventory.last?.item.name == "Mouse")
    #expect(app.model.inventoryViewModel.route == nil)
    #expect(app.screen.contains("Mouse"))
  }

  @Test func controlSSavesWithASavingState() async {
    let app = App()
    app.openInventory()
    app.keys(.enter, .end)
    app.type(" Pro")
    app.keys(.control("s"))
    let row = app.model.inventoryViewModel.inventory[0]
    #expect(row.isSaving)
    #expect(app.screen.contains("Saving…]"))
    app.keys(.control("s"))
    #expect(row.isSaving)
    await app.advance(milliseconds: 1000)
    #expect(!row.isSaving)
    #expect(row.item.name == "Keyboard Pro")
    #expect(row.route == nil)
    #expect(app.screen.contains("Keyboard Pro"))
  }

  @Test func duplicateNameWarningAfter300Milliseconds() async {
    let app = App()
    app.openInventory()
    app.keys(.enter)
    for _ in 0..<8 { app.keys(.backspace) }
    app.type("Charger")
    await app.advance(milliseconds: 299)
    #expect(!app.screen.contains("Another item is named this"))
    await app.advance(milliseconds: 1)
    #expect(app.screen.contains("⚠ Another item is named this"))
  }

  @Test func addPredictionAfter500Milliseconds() async {
    let app = App()
    app.openInventory()
    app.type("a")
    await app.advance(milliseconds: 499)
    #expect(!app.screen.contains("Bluetooth Keyboard"))
    await app.advance(milliseconds: 1)
    #expect(app.screen.contains("Bluetooth Keyboard"))
  }

  @Test func pinkAfter500Milliseconds() async {
    let app = App()
    app.openInventory()
    app.keys(.enter, .down, .enter)
    await app.advance(milliseconds: 499)
    #expect(!app.screen.contains("Pink"))
    await app.advance(milliseconds: 1)
    #expect(app.screen.contains("██ Pink"))
  }

  @Test func choosingAColorSetsItAndPops() {
    let app = App()
    app.openInventory()
    app.keys(.enter, .down, .enter, .up, .enter)
    guard case .row(_, .edit(let form)) = app.model.inventoryViewModel.route else {
      Issue.record("edit not open")
      return
    }
    #expect(form.item.color == .green)
    #expect(form.route == nil)
    #expect(app.screen.contains("»Color ██ Green ›«"))
  }

  @Test func stepperToggleAndStockButtons() {
    let app = App()
    app.openInventory()
    app.keys(.enter, .tab, .tab)
    guard case .row(_, .edit(let form)) = app.model.inventoryViewModel.route else {
      Issue.record("edit not open")
      return
    }
    #expect(form.focusedField == .quantity)
    app.keys(.right, .right, .left)
    app.type("+")
    #expect(form.item.status == .inStock(quantity: 102))
    app.keys(.down, .enter)
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    #expect(form.focusedField == .backInStock)
    app.keys(.up)
    app.type(" ")
    #expect(form.item.status == .outOfStock(isOnBackOrder: true))
    #expect(app.screen.contains("[x] Is on back order?"))
  }

  @Test func nameFieldEditsAtTheCursor() {
    let app = App()
    app.openInventory()
    app.keys(.enter, .home, .right)
    app.type("é漢")
    app.keys(.delete)
    guard case .row(_, .edit(let form)) = app.model.inventoryViewModel.route else {
      Issue.record("edit not open")
      return
    }
    #expect(form.item.name == "Ké漢yboard")
    #expect(form.nameCursor == 3)
  }
}
