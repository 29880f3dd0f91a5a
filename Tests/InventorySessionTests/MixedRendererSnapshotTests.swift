import CursesTesting
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// Every screen of the swap list as each mixed renderer draws it (the pure renderers have
/// their own snapshot suites): the declarative shell's CursesKit tab inside CursesUI, and the
/// imperative shell's CursesUI screens inside CursesKit.
@MainActor
struct MixedRendererSnapshotTests {
  static let size = Size(width: 60, height: 16)

  @Test(
    arguments: [RendererKind.declarativeShell, .imperativeShell],
    RendererSwapTests.states.map(\.name))
  func everyScreenOfTheSwapList(kind: RendererKind, state: String) async throws {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let running = SessionHarness(
      kind, size: Size(width: Self.size.width, height: Self.size.height + 1))
    try await running.play(entry.script)
    expectSnapshot(running.appScreen, named: "\(kind.rawValue)-\(state)-60x16")
  }
}
