import CursesTesting
import Inventory
import InventorySession
import TerminalCore
import Testing

/// Every key of the table with a message shown, on every tab and on each kind of screen: all
/// renderers end in the same model state and agree on whether the key answered the message
/// (a key the app uses dismisses it; a key that does nothing, and F2, leave it). The proof
/// command holds the same at every state of the swap list (``KeyContractProofs``).
@MainActor
struct MessageKeyTests {
  /// One state of each tab and each kind of screen: lists, forms, sheets, alerts, pickers and
  /// the model's own text inputs.
  nonisolated static let states = [
    "tab-one", "tab-three", "inventory", "inventory-add-focused", "add", "edit", "duplicate",
    "delete-alert", "color-picker", "rename-half-typed", "inventory-filter-typed",
  ]

  /// Shows a message without changing anything else: a link to nowhere is refused.
  static let showMessage = "<C-o>/nowhere<Enter>"

  @Test(arguments: states)
  func everyKeyAnswersAMessageAlikeInEveryRenderer(state: String) async throws {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let differences = try await keyDifferences(
      from: entry.script + Self.showMessage, keys: KeyContractProofs.alphabet)
    #expect(differences.isEmpty, "\(state):\n\(differences.joined(separator: "\n"))")
  }
}

/// For each key, the differences between the first renderer kind and each other after
/// `script` and the key: the models, whether a message is shown and whether the session
/// quits. Empty when every renderer agrees on every key.
@MainActor
func keyDifferences(from script: String, keys: [String]) async throws -> [String] {
  var differences: [String] = []
  for key in keys {
    let outcomes = try await RendererObservations(RendererKind.allCases) { kind in
      let running = SessionHarness(kind, size: Size(width: 60, height: 16))
      try await running.play(script + key)
      let session = running.session
      return fingerprint(running.app)
        + "\nmessage=\(session.message ?? "none")\nquits=\(session.wantsToQuit)"
    }
    differences += outcomes.disagreements.map { "\(script)\(key): \($0)" }
  }
  return differences
}
