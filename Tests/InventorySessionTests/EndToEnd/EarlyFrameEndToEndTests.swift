import Foundation
import InventorySQLite
import TestSupport
import Testing

@testable import InventorySession

/// The real binary in tmux over a store large enough to be drawn before it is read whole:
/// the first items show at once, and keys typed while the rest load act once they are in.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct EarlyFrameEndToEndTests {
  let binary = BuiltProduct.path("inventory")

  @Test func keysTypedWhileALargeStoreLoadsActOnceItIsIn() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("large.sqlite")
    let count = EarlyFrameLaunch.Policy.standard.fromItemCount
    try await MainActor.run {
      try SQLiteInventoryStore(path: path, initialItems: { GeneratedInventory.items(count: count) })
        .close()
    }
    let session = try TmuxSession()
    try session.type(
      command: "clear; \(binary) --store '\(path)' --fresh --open /inventory; "
        + "printf 'exit=%s\\n' $?")
    try #require(await session.waitFor(text: "Item 2 "))
    try session.send("Down", "Down")
    let counted = try await session.waitFor {
      $0.contains("\(count) items · ") && $0.contains("▸ Item 3 ") && !$0.contains("loading")
    }
    let screen = try session.capture()
    #expect(counted, "every item counted, the keys applied\n\(screen)")
    try session.send("q")
    try #require(await session.waitFor { $0.contains(/exit=0/) })
  }
}
