import Inventory
import InventorySession
import TerminalCore
import Testing

/// Which keys the screens use and which they leave to the session.
@MainActor
struct KeyRoutingBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func qIsNotUsedOutsideTextFields(kind: RendererKind) async throws {
    // On tab One, on the list, and over the delete alert.
    let overScreens = try await Behaviour(kind, playing: "q2qxq")
    #expect(overScreens.unusedEvents == [.character("q"), .character("q"), .character("q")])
    // In the add sheet off the name field.
    let app = try await Behaviour(kind, playing: "q2qaq")
    let form = try #require(app.form)
    #expect(form.item.name == "q")
    try await app.play("<Tab>q")
    #expect(form.item.name == "q")
    #expect(app.unusedEvents == [.character("q"), .character("q"), .character("q")])
  }

  @Test(arguments: RendererKind.allCases)
  func qTypesIntoAFocusedTextField(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2aq")
    #expect(app.unusedEvents.isEmpty)
    guard case .add(let form) = app.inventory.route else {
      Issue.record("add not open")
      return
    }
    #expect(form.item.name == "q")
  }
}
