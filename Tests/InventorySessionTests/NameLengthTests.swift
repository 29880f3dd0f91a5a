import Inventory
import InventorySession
import Testing

/// Names stop at ``Item/maximumNameLength`` characters of typing, and the form says so.
@MainActor
struct NameLengthTests {
  @Test(arguments: RendererKind.allCases)
  func typingStopsAtTheMaximumAndTheFormSaysSo(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    let limit = Item.maximumNameLength
    try await running.play("2a" + String(repeating: "n", count: limit - 1))
    #expect(!running.appScreen.contains("at most"))
    try await running.play("nxyz")
    let form = try #require(running.app.inventoryViewModel.route?.addForm, "the add form is open")
    #expect(form.item.name == String(repeating: "n", count: limit))
    #expect(running.appScreen.contains("Names have at most \(limit) characters"))
    try await running.play("<BS>")
    #expect(!running.appScreen.contains("at most"))
  }
}
