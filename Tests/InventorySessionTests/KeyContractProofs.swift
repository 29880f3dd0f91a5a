import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The one key contract: from every state of the swap list, each key of the alphabet takes
/// every renderer to the same model state. Renderers may look different; they never behave
/// differently. The behaviour tests hold each key in each renderer where it matters; this
/// proof holds all of them everywhere, in the proof command (see `Proofs`).
@Suite(.proof) @MainActor
struct KeyContractProofs {
  /// Every key in the README's table, a letter, and a wait that lets timers fire.
  nonisolated static let alphabet = [
    "q", "1", "2", "3", "<Tab>", "<BTab>", "<Esc>", "<Up>", "<Down>", "<PgUp>", "<PgDn>",
    "<Home>", "<End>", "<Enter>", "a", "d", "x", "<Delete>", "<Space>", "<Left>", "<Right>", "-",
    "+", "<BS>", "<C-s>", "k", "/", "r", "<wait 600ms>",
  ]

  /// Small enough to draw fast (this walks a thousand sessions), large enough for every screen.
  static let size = Size(width: 60, height: 16)

  /// Every renderer against the first of ``RendererKind/allCases``: the contract is the
  /// same for each, so a renderer joining `allCases` is held to it with no change here.
  @Test(arguments: RendererSwapTests.states.map(\.name))
  func everyKeyDoesTheSameInEveryRenderer(state: String) async throws {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let kinds = RendererKind.allCases
    let reference = kinds[0]
    var differences: [String] = []
    for key in Self.alphabet {
      let script = entry.script + key
      let expected = SessionHarness(reference, size: Self.size)
      try await expected.play(script)
      let left = fingerprint(expected.app)
      for kind in kinds.dropFirst() {
        let other = SessionHarness(kind, size: Self.size)
        try await other.play(script)
        let right = fingerprint(other.app)
        if left != right {
          differences.append(
            "\(script) (\(kind)):\n"
              + lineDiff(left, right, labels: (reference.rawValue, kind.rawValue)))
        }
      }
    }
    #expect(differences.isEmpty, "\(state):\n\(differences.joined(separator: "\n"))")
  }
}
