import Inventory
import InventorySession
import TestSupport
import Testing

/// Split view is part of the saved session: a relaunch shows the same renderer on each side
/// with the keys on the same side.
struct SplitRestoreTests {
  let binary = BuiltProduct.path("inventory")

  @Test(arguments: ["2<F4>", "2<F4><F5>", "2<F4><F5><F3><Down>", "2<F4><F4>"])
  func aRelaunchShowsSplitViewAsItWasLeft(keys: String) throws {
    let folder = try TemporaryFolder()
    let store = ["--store", folder.path + "/inventory.sqlite", "--snapshot", "100x24"]
    let before = try Subprocess.run([binary] + store + ["--keys", keys])
    #expect(before.status == 0, "\(before.output)")
    let after = try Subprocess.run([binary] + store)
    #expect(after.status == 0, "\(after.output)")
    #expect(after.output == before.output, "\(keys):\n\(before.output)\n\(after.output)")
    // The keys go to the side that had them: a Down moves that side's highlight.
    let moved = try Subprocess.run([binary] + store + ["--keys", "<Down>"])
    let again = try Subprocess.run([binary] + store + ["--keys", "<Up>"])
    #expect(again.output == before.output, "\(keys): the restored side takes the keys")
    #expect(moved.output != before.output)
  }

  @Test func anExplicitRendererStartsWithoutTheSavedSplit() throws {
    let folder = try TemporaryFolder()
    let store = ["--store", folder.path + "/inventory.sqlite", "--snapshot", "100x24"]
    _ = try Subprocess.run([binary] + store + ["--keys", "2<F4>"])
    let chosen = try Subprocess.run([binary] + store + ["--renderer", "imperative"])
    #expect(chosen.output.hasPrefix(" Imperative │ F2 Declarative"), "\(chosen.output)")
    #expect(chosen.output.contains("│ F4 split │"), "one side, F4 offers the split")
  }
}
