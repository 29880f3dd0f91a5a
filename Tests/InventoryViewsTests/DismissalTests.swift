import Inventory
import InventoryViews
import TerminalCore
import Testing

/// Esc (and Cancel) write `nil` back to the routes that present screens.
@MainActor
struct DismissalTests {
  @Test func escapeCancelsTheAddSheet() {
    let app = App()
    app.openInventory()
    app.type("a")
    guard case .add = app.model.inventoryViewModel.route else {
      Issue.record("add sheet not open")
      return
    }
    app.keys(.escape)
    #expect(app.model.inventoryViewModel.route == nil)
    #expect(!app.screen.contains("Cancel"))
  }

  @Test func escapeCancelsTheDeleteAlert() {
    let app = App()
    app.openInventory()
    app.type("x")
    #expect(app.screen.contains("Are you sure you want to delete this item?"))
    app.keys(.escape)
    #expect(app.model.inventoryViewModel.route == nil)
    #expect(app.model.inventoryViewModel.inventory.count == 4)
    #expect(!app.screen.contains("Are you sure"))
  }

  @Test func escapePopsEdit() {
    let app = App()
    app.openInventory()
    app.keys(.enter)
    #expect(app.screen.contains("Inventory › Edit"))
    app.keys(.escape)
    #expect(app.model.inventoryViewModel.route == nil)
    #expect(app.model.inventoryViewModel.inventory[0].route == nil)
    #expect(app.screen.contains("[Add]"))
  }

  @Test func escapePopsOnlyTheColorPicker() {
    let app = App()
    app.openInventory()
    app.keys(.enter, .down, .enter)
    guard case .row(_, .edit(let form)) = app.model.inventoryViewModel.route else {
      Issue.record("edit not open")
      return
    }
    #expect(form.route == .colorPicker)
    app.keys(.escape)
    #expect(form.route == nil)
    #expect(app.screen.contains("Inventory › Edit"))
    app.keys(.escape)
    #expect(app.model.inventoryViewModel.route == nil)
  }

  @Test func escapeOnARootScreenIsNotUsed() {
    let app = App()
    app.keys(.escape)
    app.openInventory()
    app.keys(.escape)
    #expect(app.harness.unhandledEvents == [.key(.escape), .key(.escape)])
  }

  @Test func clickingCancelDismissesTheSheet() {
    let app = App()
    app.openInventory()
    app.type("d")
    let lines = app.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = lines.firstIndex { $0.contains("[Cancel]") }!
    let column = lines[row].distance(
      from: lines[row].startIndex, to: lines[row].range(of: "[Cancel]")!.lowerBound)
    app.harness.click(x: column + 2, y: row)
    #expect(app.model.inventoryViewModel.route == nil)
    #expect(app.model.inventoryViewModel.inventory.count == 4)
  }
}
