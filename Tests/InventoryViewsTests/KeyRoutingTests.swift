import Inventory
import InventoryViews
import TerminalCore
import Testing

/// Which keys the renderer uses and which it leaves to the session.
@MainActor
struct KeyRoutingTests {
  @Test func qIsNotConsumedOutsideTextFields() {
    let app = App()
    app.type("q")
    app.openInventory()
    app.type("q")
    app.type("x")
    app.type("q")
    #expect(app.harness.unhandledEvents == [.character("q"), .character("q"), .character("q")])
  }

  @Test func qTypesIntoAFocusedTextField() {
    let app = App()
    app.openInventory()
    app.type("a")
    app.type("q")
    #expect(app.harness.unhandledEvents.isEmpty)
    guard case .add(let form) = app.model.inventoryViewModel.route else {
      Issue.record("add not open")
      return
    }
    #expect(form.item.name == "q")
  }

  @Test func digitsSelectTabsUnlessSomethingCapturesThem() {
    let app = App()
    app.type("3")
    #expect(app.model.selectedTab == .three)
    app.type("2")
    app.type("a")
    app.type("1")
    #expect(app.model.selectedTab == .inventory)
    app.keys(.escape)
    app.type("1")
    #expect(app.model.selectedTab == .one)
  }

  @Test func tabTogglesListAndAddButton() {
    let app = App()
    app.openInventory()
    let inventory = app.model.inventoryViewModel
    #expect(inventory.focus == .list)
    app.keys(.tab)
    #expect(inventory.focus == .addButton)
    #expect(app.screen.contains("»Add«"))
    app.keys(.enter)
    guard case .add = inventory.route else {
      Issue.record("add not open")
      return
    }
    app.keys(.escape, .backTab)
    #expect(inventory.focus == .list)
  }

  @Test func listKeysMoveTheHighlight() {
    let app = App()
    app.openInventory()
    let inventory = app.model.inventoryViewModel
    app.keys(.down, .down)
    #expect(inventory.highlightedRow?.item.name == "Phone")
    app.keys(.end)
    #expect(inventory.highlightedRow?.item.name == "Headphones")
    app.keys(.home, .up)
    #expect(inventory.highlightedRow?.item.name == "Keyboard")
    app.type("d")
    app.keys(.control("s"))
    #expect(inventory.inventory.count == 5)
  }

  @Test func alertButtonsSwitchWithArrowsAndDelete() {
    let app = App()
    app.openInventory()
    app.keys(.down)
    app.type("x")
    let row = app.model.inventoryViewModel.inventory[1]
    #expect(row.focusedAlertButton == .cancel)
    app.keys(.right)
    #expect(row.focusedAlertButton == .delete)
    #expect(app.screen.contains("»Delete«"))
    app.keys(.enter)
    #expect(app.model.inventoryViewModel.inventory.count == 3)
    #expect(!app.screen.contains("Charger"))
  }

  @Test func mouseSelectsTabsAndRowButtons() {
    let app = App()
    app.harness.click(x: 10, y: 0)
    #expect(app.model.selectedTab == .inventory)
    let lines = app.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let column = lines[4].distance(
      from: lines[4].startIndex, to: lines[4].range(of: "[Delete]")!.lowerBound)
    app.harness.click(x: column + 1, y: 4)
    let row = app.model.inventoryViewModel.inventory[1]
    #expect(row.route == .deleteAlert)
    app.keys(.escape)
    app.harness.click(x: 4, y: 5)
    guard case .row(let id, .edit) = app.model.inventoryViewModel.route else {
      Issue.record("edit not open")
      return
    }
    #expect(id == app.model.inventoryViewModel.inventory[2].id)
  }

  @Test func goToInventoryButton() {
    let app = App()
    app.keys(.enter)
    #expect(app.model.selectedTab == .inventory)
    #expect(app.screen.contains("[Inventory]"))
  }

  @Test func clickingAddOpensTheAddSheet() {
    let app = App()
    app.openInventory()
    let line = app.screen.split(separator: "\n", omittingEmptySubsequences: false)[1]
    let column = line.distance(from: line.startIndex, to: line.range(of: "[Add]")!.lowerBound)
    app.harness.click(x: column + 1, y: 1)
    guard case .add = app.model.inventoryViewModel.route else {
      Issue.record("add sheet not open")
      return
    }
    #expect(app.screen.contains("Cancel"))
  }
}
