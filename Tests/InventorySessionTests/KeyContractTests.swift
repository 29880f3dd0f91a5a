import Foundation
import Inventory
import InventorySession
import TerminalCore
import Testing

/// The one key contract: from every state of the swap list, each key of the alphabet takes
/// every renderer to the same model state. Renderers may look different; they never behave
/// differently.
@MainActor
struct KeyContractTests {
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

  @Test func pagingAThirtyItemListEditsTheSameItem() async throws {
    for script in ["<PgDn><Enter>", "<PgDn><PgDn><PgUp><Enter>", "<End><PgUp><Enter>"] {
      let kinds = RendererKind.allCases
      var urls: [String] = []
      for kind in kinds {
        let clock = ManualClock()
        let app = GeneratedInventory.app(
          count: 30, dependencies: Dependencies(clock: clock, uuid: .incrementing()))
        let running = SessionHarness(kind, app: app, clock: clock)
        try await running.play("2" + script)
        urls.append(running.app.url.absoluteString)
      }
      #expect(Set(urls).count == 1, "\(script): \(urls)")
    }
  }
}

/// The lines of `left` and `right` that differ, as `- left` / `+ right` pairs, each side
/// named by its label (two renderers by default, the oldest pair).
func lineDiff(
  _ left: String, _ right: String, labels: (String, String) = ("declarative", "imperative")
) -> String {
  let a = left.split(separator: "\n", omittingEmptySubsequences: false)
  let b = right.split(separator: "\n", omittingEmptySubsequences: false)
  let width = max(labels.0.count, labels.1.count) + 1
  let leftLabel = (labels.0 + ":").padding(toLength: width, withPad: " ", startingAt: 0)
  let rightLabel = (labels.1 + ":").padding(toLength: width, withPad: " ", startingAt: 0)
  var lines: [String] = []
  for index in 0..<max(a.count, b.count) {
    let l = index < a.count ? String(a[index]) : ""
    let r = index < b.count ? String(b[index]) : ""
    if l != r { lines += ["  - \(leftLabel) \(l)", "  + \(rightLabel) \(r)"] }
  }
  return lines.joined(separator: "\n")
}
