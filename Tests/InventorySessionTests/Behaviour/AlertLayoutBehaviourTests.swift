import Inventory
import InventorySession
import TerminalCore
import Testing

/// An alert's message wraps instead of being cut when the screen is narrow, in both renderers.
@MainActor
struct AlertLayoutBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func theDeleteAlertsMessageWrapsAtFortyColumns(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer, size: Size(width: 40, height: 12))
    try await running.play("2x")
    let screen = running.appScreen
    #expect(screen.contains("Are you sure you want to delete"))
    #expect(screen.contains("this item?"))
    #expect(!screen.contains("…│"))
  }
}
