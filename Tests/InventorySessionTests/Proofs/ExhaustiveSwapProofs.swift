import Foundation
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The swap proof, exhaustive within a depth: every state reachable from a start with the
/// alphabet (every key of the README's table, a letter, a wait and clicks) within `depth`
/// inputs, and at each, every ordered pair of renderers (see ``SwapProof``); and the key
/// contract: every renderer, given the state's script, reaches the state the walker did.
///
/// What fits in about a minute of a debug build on two cores: a state costs about twenty
/// frames (the other renderers replaying its script, a fresh mount of each, a switch per
/// ordered pair), 0.2 s. States are told apart by their shape (``walkShape(_:)``): by the
/// exact fingerprint there are thousands by depth 3 and tens of thousands by depth 4 (each
/// typed letter, cursor position, row and scroll offset is one). By shape, the seed app goes
/// to depth 4 (361 states, about 65 s; its first input only picks a tab) and the long list
/// to depth 2 (116 states, about 20 s). The contract is checked at every state, each
/// renderer replaying the state's script in one burst (every input up to a wait in one read
/// of the terminal, as fast typing arrives), against the walker's one input per turn.
///
/// `CURSES_PROOFS=1 SWAP_PROOF_DEPTH=6 swift test --filter ExhaustiveSwapProofs` walks both starts deeper
/// (each level costs three to four times the one before); `SWAP_PROOF_EDGES=1` also plays
/// every input on every renderer in step, which holds the contract on every edge (into
/// states seen before too) at about twice the time; `SWAP_PROOF_IDENTITY=fingerprint` tells
/// states apart by their exact fingerprint; `SWAP_PROOF_SIZE=80x24` draws on another screen.
@Suite(.proof) @MainActor
struct ExhaustiveSwapProofs {
  /// KeyContractProofs' alphabet, and the README's keys it leaves out: the help, the text
  /// fields' Ctrl keys and the deep-link prompt. Ctrl-C and Ctrl-Z are left out: they leave
  /// the session (the loop quits, the process stops), which no renderer is part of. F2 and F3
  /// are what the proof checks at every state, so they are not walked.
  nonisolated static let keys =
    KeyContractProofs.alphabet + ["?", "<C-a>", "<C-e>", "<C-u>", "<C-o>"]

  /// Clicks on cells where every renderer draws the same control on the inventory screen:
  /// the One and Inventory tabs, Add, the second row and the Name column's title
  /// (whole-screen cells, the bar is row 0). Elsewhere the same cell may hold different controls, so a click there is not part
  /// of the contract; these cells were chosen to stay inside the same one.
  nonisolated static let clicks: [WalkInput] = [
    .click(x: 2, y: 1, "One tab"), .click(x: 12, y: 1, "Inventory tab"),
    .click(x: size.width - 2, y: 2, "Add"), .click(x: 5, y: 8, "second row"),
    .click(x: 3, y: 6, "Name title"),
  ]

  nonisolated static let alphabet = keys.map(WalkInput.keys) + clicks

  /// The smallest screen the app draws on (`Session.minimumSize`): the cheapest to draw (a
  /// fifth faster than 60×16, which makes depth 4 fit), and the one where layouts are
  /// tightest.
  nonisolated static let size =
    environment["SWAP_PROOF_SIZE"].flatMap(parseSize) ?? Size(width: 40, height: 12)

  nonisolated static func parseSize(_ text: String) -> Size? {
    let parts = text.split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? Size(width: parts[0], height: parts[1]) : nil
  }

  /// The cheapest renderer to replay (about 5 ms for a session on 30 items, against 22 ms
  /// for the declarative one in a debug build) drives the walk; the others replay only the
  /// states it finds.
  static let walker: RendererKind =
    RendererKind.allCases.contains(.imperative) ? .imperative : RendererKind.allCases[0]

  nonisolated static let environment = ProcessInfo.processInfo.environment

  // One start after the other: they would only take turns on the main actor anyway, and
  // each prints its own time.
  @Test(.serialized, arguments: [WalkStart.seed, .longList])
  func everySwapAtEveryReachableState(from start: WalkStart) async throws {
    let depth = Self.environment["SWAP_PROOF_DEPTH"].flatMap(Int.init) ?? start.defaultDepth
    let exact = Self.environment["SWAP_PROOF_IDENTITY"] == "fingerprint"
    let began = ContinuousClock.now
    var proof = SwapProof(start: start, size: Self.size, walker: Self.walker)
    let edges = Self.environment["SWAP_PROOF_EDGES"] == "1"
    var walk = StateWalk(
      start: start, alphabet: Self.alphabet, depth: depth, size: Self.size, walker: Self.walker,
      inStep: edges ? RendererKind.allCases.filter { $0 != Self.walker } : [],
      identity: exact ? walkStateKey : walkShape)
    try await walk.run(
      visit: { state, sessions in try await proof.check(state, sessions: sessions) },
      diverged: { state, kind in try await proof.checkEdge(state, kind) })
    let elapsed = ContinuousClock.now - began
    print(
      """
      ExhaustiveSwapProofs (\(start.name)): \(proof.statesChecked) states by \
      \(exact ? "fingerprint" : "shape") to depth \(depth)\(edges ? ", every edge" : ""), new per depth \
      \(walk.statesPerDepth), \(walk.replays) replays and \(walk.undos) undos to walk, \
      \(Self.alphabet.count) inputs, \(RendererKind.allCases.count) renderers, \(elapsed)
      """)
    #expect(proof.statesChecked == walk.statesPerDepth.reduce(0, +))
    // A walk that stopped at its start proves nothing about swaps.
    #expect(depth == 0 || proof.statesChecked > 1, "the walk reached no state but its start")
    // A plain Bool: an expectation on the findings would print every one of them raw.
    let noFindings = proof.findings.isEmpty
    #expect(noFindings, "\(start.name):\n\(proof.report(of: proof.findings))")
  }
}
