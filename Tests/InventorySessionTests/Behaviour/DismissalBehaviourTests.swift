import Inventory
import InventorySession
import TerminalCore
import Testing

/// Esc and the Cancel buttons write `nil` back to the routes that present screens.
@MainActor
struct DismissalBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func escapeCancelsTheAddSheet(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a")
    _ = try #require(app.inventory.route?.addForm, "add sheet not open")
    try await app.play("<Esc>")
    #expect(app.inventory.route == nil)
    #expect(!app.screen.contains("Cancel"))
    #expect(app.inventory.items.count == 4)
  }

  @Test(arguments: RendererKind.allCases)
  func escapeCancelsTheDeleteAlert(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2x")
    #expect(app.screen.contains("Are you sure you want to delete this item?"))
    try await app.play("<Esc>")
    #expect(app.inventory.route == nil)
    #expect(!app.screen.contains("Are you sure"))
    #expect(app.inventory.items.count == 4)
  }

  @Test(arguments: RendererKind.allCases)
  func escapePopsTheEditScreenOnce(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter>")
    #expect(app.screen.contains("Inventory › Edit"))
    try await app.play("<Esc>")
    #expect(app.inventory.route == nil)
    #expect(app.inventory.openRow == nil)
    #expect(!app.screen.contains("Edit"))
    #expect(app.screen.contains("▸ Keyboard"))
    #expect(app.position(of: "Add", inLineContaining: "Inventory") != nil)
    // Nothing is pushed again on later turns.
    try await app.play("<Down>")
    #expect(!app.screen.contains("Edit"))
  }

  @Test(arguments: RendererKind.allCases)
  func escapePopsOnlyTheColorPickerWithoutChoosing(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Enter>")
    let form = try #require(app.form)
    #expect(form.route == .colorPicker)
    try await app.play("<Down><Esc>")
    #expect(form.route == nil)
    #expect(form.item.color == .blue)
    #expect(app.screen.contains("Inventory › Edit"))
    #expect(!app.screen.contains("Inventory › Edit › Color"))
    try await app.play("<Esc>")
    #expect(app.inventory.route == nil)
  }

  @Test(arguments: RendererKind.allCases)
  func escapeOnARootScreenIsNotUsed(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "<Esc>2<Esc>")
    #expect(app.unusedEvents == [.key(.escape), .key(.escape)])
  }

  @Test(arguments: RendererKind.allCases)
  func clickingCancelClosesTheAddAndDuplicateSheets(kind: RendererKind) async throws {
    for script in ["2a", "2d"] {
      let app = try await Behaviour(kind, playing: script)
      #expect(app.inventory.route != nil, "\(script) opens a sheet")
      app.click(on: "Cancel")
      #expect(app.inventory.route == nil, "\(script)")
      #expect(app.inventory.items.count == 4, "\(script)")
    }
  }
}
