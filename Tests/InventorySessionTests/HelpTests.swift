import Inventory
import InventorySession
import Testing

/// `?` opens the key help of the screen on top, from the same key table the keys run; Esc
/// closes it; a swap keeps it open. In both renderers.
@MainActor
struct HelpTests {
  @Test(arguments: RendererKind.allCases)
  func questionMarkListsTheScreensKeysAndEscClosesIt(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2?")
    #expect(running.app.isShowingHelp)
    let screen = running.screen
    for line in ["Keys — Esc closes", "a", "add", "duplicate", "x Delete", "PgUp", "F2"] {
      #expect(screen.contains(line), "help shows \(line)")
    }
    // Keys other than the closing ones wait: the list does not move under the help.
    try await running.play("<Down>a")
    #expect(running.app.inventoryViewModel.route == nil)
    #expect(running.app.inventoryViewModel.highlightedRowID == Item.keyboard.id)
    try await running.play("<F2>")
    #expect(running.app.isShowingHelp, "a swap keeps the help open")
    #expect(running.screen.contains("Keys — Esc closes"))
    try await running.play("<Esc>")
    #expect(!running.app.isShowingHelp)
    #expect(!running.screen.contains("Keys — Esc closes"))
  }

  @Test(arguments: RendererKind.allCases)
  func theHelpFollowsTheScreen(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter><Tab><Enter>?")
    let screen = running.screen
    #expect(screen.contains("choose the colour"))
    #expect(screen.contains("^S"))
    #expect(screen.contains("save"))
  }

  @Test(arguments: RendererKind.allCases)
  func aQuestionMarkInTheNameFieldIsTyped(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2a?")
    #expect(!running.app.isShowingHelp)
    let form = try #require(running.app.inventoryViewModel.route?.addForm, "the add sheet is open")
    #expect(form.item.name == "?")
  }
}
