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

  /// Keys that arrive in one read (fast typing, a paste of keys, a script) do what they do
  /// one turn each, though no frame is presented between them: a key after a tab switch,
  /// after opening a form or a pushed screen, after a click.
  @Test(arguments: RendererKind.allCases)
  func keysInOneBurstDoWhatTheyDoOneTurnEach(kind: RendererKind) async throws {
    let bursts: [[InputEvent]] = [
      [.character("2"), .key(.down)],
      [.character("2"), .key(.enter), .character("x"), .key(.tab), .character("+")],
      [.character("2"), .key(.tab), .key(.tab), .key(.enter), .character("z")],
      [.character("2"), .character("d"), .key(.down), .key(.enter), .key(.down), .key(.enter)],
      [.character("2"), .character("r"), .key(.backspace), .character("k"), .key(.enter)],
    ]
    for burst in bursts {
      let oneTurnEach = try Behaviour(kind)
      for event in burst { oneTurnEach.send(event) }
      let inOneRead = try Behaviour(kind)
      inOneRead.terminal.send(burst)
      inOneRead.harness.headless.loop.pump()
      #expect(
        fingerprint(inOneRead.app) == fingerprint(oneTurnEach.app), "\(kind): \(burst)")
      #expect(inOneRead.screen == oneTurnEach.screen, "\(kind): \(burst)")
    }
  }

  @Test(arguments: RendererKind.allCases)
  func qTypesIntoAFocusedTextField(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2aq")
    #expect(app.unusedEvents.isEmpty)
    let form = try #require(app.inventory.route?.addForm, "add not open")
    #expect(form.item.name == "q")
  }
}
