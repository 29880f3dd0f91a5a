import Clocks
import Inventory
import InventorySession
@_spi(LiveObjects) import TerminalCore
import TestSupport
import Testing

/// Memory stays flat: after a warm-up, repeating any everyday action leaves exactly the
/// objects one repetition left (nodes, views, controllers, observe tokens, cells and pending
/// observation registrations), in every renderer. The proof command (see `Proofs`) repeats
/// each action a thousand times; `swift test` twenty times, which any leak of an object per
/// repetition fails as surely (the counts are compared exactly).
///
/// Each test runs its cycles without suspending, so no other test on the main actor (where
/// every counted object lives) changes the counts in between.
@MainActor
struct FlatMemoryProofs {
  nonisolated static let cycles = Proofs.depth(fast: 20, full: 1_000)
  /// The smallest screen the app draws: fewer rows, so a thousand cycles of every action
  /// stay quick in a debug build.
  nonisolated static let size = Size(width: 40, height: 12)

  /// A session over enough items that the list scrolls.
  func makeSession(_ renderer: RendererKind) -> HeadlessSession {
    let clock = ManualClock()
    let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 0x1_0000))
    let app = GeneratedInventory.app(count: 100, dependencies: dependencies)
    return HeadlessSession(
      app: app, clock: clock, renderer: renderer, size: Self.size)
  }

  @Test(arguments: RendererKind.allCases, SoakAction.all(size: size))
  func repeatingAnActionLeavesNothingBehind(_ renderer: RendererKind, _ action: SoakAction) {
    let headless = makeSession(renderer)
    headless.send(action.setup)
    for _ in 0..<20 { headless.send(action.cycle) }
    let before = LiveObjects.snapshot()
    let sleepersBefore = headless.clock.sleeperCount
    for _ in 0..<Self.cycles { headless.send(action.cycle) }
    let after = LiveObjects.snapshot()
    let grown = LiveObjects.Kind.allCases.filter { after[$0] != before[$0] }.map {
      "\($0): \(before[$0]!) → \(after[$0]!)"
    }
    #expect(grown.isEmpty, "\(action) \(Self.cycles)× in \(renderer): \(grown)")
    #expect(headless.clock.sleeperCount == sleepersBefore, "\(action) in \(renderer): timers")
    headless.session.unmount()
  }
}
