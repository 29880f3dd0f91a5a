import Inventory
import InventorySession
import TerminalCore
import Testing

/// The add sheet's predicted name is a suggestion: it arrives selected, typing replaces it,
/// → or End keeps it, and a swap keeps it selected, in every renderer.
@MainActor
struct NamePredictionBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func typingAfterThePredictionReplacesIt(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a<wait 500ms>")
    let form = try #require(app.form)
    #expect(form.item.name == "Bluetooth Keyboard")
    #expect(form.nameField.isAllSelected, "\(kind): arrives selected")
    try await app.play("Mou")
    #expect(form.item.name == "Mou", "\(kind)")
    #expect(app.screen.contains("Mou"))
  }

  @Test(arguments: RendererKind.allCases, ["<End>", "<Right>"])
  func endOrRightKeepsThePrediction(kind: RendererKind, key: String) async throws {
    let app = try await Behaviour(kind, playing: "2a<wait 500ms>\(key)se")
    #expect(app.form?.item.name == "Bluetooth Keyboardse", "\(kind) \(key)")
  }

  @Test(arguments: RendererKind.allCases)
  func aSwapKeepsThePredictionSelected(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a<wait 500ms><F2>")
    let form = try #require(app.form)
    #expect(form.nameField.isAllSelected, "\(kind): still selected after the swap")
    try await app.play("<Backspace>")
    #expect(form.item.name.isEmpty, "\(kind): Backspace clears the selection")
  }
}
