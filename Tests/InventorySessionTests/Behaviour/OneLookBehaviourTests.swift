import Inventory
import InventorySession
import TerminalCore
import Testing

/// One state looks one way in every renderer: the highlighted row behind a focused filter,
/// the key-hint line's inset, the colour picker's check mark.
@MainActor
struct OneLookBehaviourTests {
  func lines(_ screen: String) -> [Substring] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test(arguments: RendererKind.allCases)
  func theHighlightedRowIsHollowWhileTheFilterHasFocus(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/")
    #expect(app.inventory.focus == .filter)
    #expect(lines(app.screen).contains { $0.hasPrefix("▹ Keyboard") }, "\(kind):\n\(app.screen)")
    try await app.play("<Tab>")
    #expect(app.inventory.focus == .list)
    #expect(lines(app.screen).contains { $0.hasPrefix("▸ Keyboard") }, "\(kind):\n\(app.screen)")
  }

  @Test(arguments: RendererKind.allCases, ["2", "2a", "2<Enter><Down><Enter>", "2x"])
  func theHintLineStartsOneColumnIn(kind: RendererKind, script: String) async throws {
    let app = try await Behaviour(kind, playing: script)
    let hints = try #require(lines(app.screen).last { !$0.isEmpty })
    #expect(hints.hasPrefix(" ") && !hints.hasPrefix("  "), "\(kind) \(script): \(hints)")
  }

  @Test(arguments: RendererKind.allCases)
  func theCheckMarkFollowsTheChosenColour(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Enter>")
    #expect(lines(app.screen).contains { $0.hasSuffix("Blue ✓") }, "\(kind):\n\(app.screen)")
  }
}
