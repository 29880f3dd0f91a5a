import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The one key contract: from every state of the swap list, with and without a message
/// shown, each key of the alphabet takes every renderer to the same model state, and all
/// agree on whether it answered the message and whether the session quits. Renderers may
/// look different; they never behave differently. The behaviour tests hold each key in each
/// renderer where it matters; this proof holds all of them everywhere, in the proof command
/// (see `Proofs`).
@Suite(.proof) @MainActor
struct KeyContractProofs {
  /// Every key in the README's table, a letter, and a wait that lets timers fire.
  nonisolated static let alphabet = [
    "q", "1", "2", "3", "<Tab>", "<BTab>", "<Esc>", "<Up>", "<Down>", "<PgUp>", "<PgDn>",
    "<Home>", "<End>", "<Enter>", "a", "d", "x", "<Delete>", "<Space>", "<Left>", "<Right>", "-",
    "+", "<BS>", "<C-s>", "k", "/", "r", "s", "S", "<wait 600ms>",
  ]

  /// The command palette: opened, and a command found and run from it.
  nonisolated static let paletteKeys = ["<C-p>", "<C-p>dupl<Enter>", "<C-p>next<Enter>"]

  /// Every renderer against the first of ``RendererKind/allCases`` (see `keyDifferences`):
  /// the contract is the same for each, so a renderer joining `allCases` is held to it with
  /// no change here. Each key is tried at the state and again with a message shown there.
  @Test(arguments: RendererSwapTests.states.map(\.name))
  func everyKeyDoesTheSameInEveryRenderer(state: String) async throws {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let keys = Self.alphabet + Self.paletteKeys
    var differences = try await keyDifferences(from: entry.script, keys: keys)
    differences += try await keyDifferences(
      from: entry.script + MessageKeyTests.showMessage, keys: keys)
    #expect(differences.isEmpty, "\(state):\n\(differences.joined(separator: "\n"))")
  }
}
