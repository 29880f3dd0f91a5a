import Inventory
import InventorySession
import Testing

/// Out of stock reads differently from disabled: the status is coloured, the row (and its
/// buttons) are not dimmed. In both renderers.
@MainActor
struct RowStyleBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func outOfStockRowsAreColouredNotDimmed(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2")
    _ = running.screen
    let styled = running.headless.terminal.styledText()
    let phone = try #require(styled.split(separator: "\n").first { $0.contains("Phone") })
    #expect(phone.contains("[fg:yellow]Out of stock"))
    #expect(!phone.contains("dim"))
  }
}
