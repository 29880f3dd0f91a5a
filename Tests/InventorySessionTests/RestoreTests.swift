import Foundation
import Inventory
import InventorySession
import TestSupport
import Testing

/// Quit, relaunch on the same store: the first screen equals the last one before the quit,
/// for every state of the swap list, in both renderers. Runs the command itself in process
/// (`--snapshot` with `--store`), the same code path as the terminal run but for the terminal.
@MainActor
struct RestoreTests {
  /// Runs `inventory` with `arguments` and returns its status and screen.
  private func run(_ arguments: [String]) async -> (status: Int32, screen: String, errors: String) {
    var screen = ""
    var errors = ""
    let status = await InventoryCommand.run(
      arguments: arguments, write: { screen += $0 }, printError: { errors += $0 + "\n" })
    return (status, screen, errors)
  }

  @Test(arguments: RendererKind.allCases, RendererSwapTests.states.map(\.name))
  func theFirstScreenAfterARelaunchIsTheLastBeforeTheQuit(renderer: RendererKind, state: String)
    async throws
  {
    let entry = try #require(RendererSwapTests.states.first { $0.name == state })
    let folder = try TemporaryFolder()
    let store = folder.file("inventory.sqlite")
    let before = await run([
      "--store", store, "--snapshot", "80x24", "--renderer", renderer.rawValue,
      "--keys", entry.script,
    ])
    #expect(before.status == 0, "\(before.errors)")
    // The bar shows the path without the query, shortened with "…": compare their start.
    let path = entry.path.split(separator: "?", maxSplits: 1)[0]
    #expect(before.screen.contains("nav://" + path.prefix(12)), "\(state) reached")
    let after = await run(["--store", store, "--snapshot", "80x24"])
    #expect(after.status == 0, "\(after.errors)")
    #expect(after.screen == before.screen, "\(state) in \(renderer)")
  }

  @Test(arguments: RendererKind.allCases)
  func theRendererComesBackUnlessOneIsAskedFor(renderer: RendererKind) async throws {
    let folder = try TemporaryFolder()
    let store = folder.file("inventory.sqlite")
    _ = await run(["--store", store, "--snapshot", "80x24", "--keys", "2<F2>"])
    let after = await run(["--store", store, "--snapshot", "80x24"])
    #expect(after.screen.hasPrefix(" Imperative │"), "\(after.screen)")
    let asked = await run([
      "--store", store, "--snapshot", "80x24", "--renderer", renderer.rawValue,
    ])
    #expect(asked.screen.hasPrefix(" \(renderer.title) │"), "\(asked.screen)")
  }

  @Test func openReplacesTheRestoredNavigationAndFreshStartsOver() async throws {
    let folder = try TemporaryFolder()
    let store = folder.file("inventory.sqlite")
    _ = await run(["--store", store, "--snapshot", "80x24", "--keys", "2aMouse<C-s>2<Enter>X"])
    let opened = await run(["--store", store, "--snapshot", "80x24", "--open", "/three"])
    #expect(opened.screen.contains("nav:///three"), "\(opened.screen)")
    _ = await run(["--store", store, "--snapshot", "80x24", "--keys", "2<Enter>X"])
    let fresh = await run(["--store", store, "--snapshot", "80x24", "--fresh"])
    #expect(fresh.screen.contains("nav:///one"), "\(fresh.screen)")
    let list = await run(["--store", store, "--snapshot", "80x24", "--open", "/inventory"])
    #expect(list.screen.contains("Mouse"), "--fresh keeps the items\n\(list.screen)")
  }

  @Test func itemsWithoutAStoreRunInMemoryAndItemsWithOneWriteANewFile() async throws {
    let folder = try TemporaryFolder()
    let store = folder.file("big.sqlite")
    let created = await run([
      "--items", "1000", "--store", store, "--snapshot", "80x24", "--open", "/inventory",
    ])
    #expect(created.status == 0, "\(created.errors)")
    let reopened = await run(["--store", store, "--snapshot", "80x24", "--keys", "<End>"])
    #expect(reopened.screen.contains("Item 1000"), "\(reopened.screen)")
    let again = await run(["--items", "10", "--store", store, "--snapshot", "80x24"])
    #expect(again.status == 64)
    #expect(again.errors.contains("already holds an inventory"), "\(again.errors)")
  }

  @Test func aBadStoreFileStopsTheLaunchWithItsName() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("notes.txt")
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
    let result = await run(["--store", path, "--snapshot", "80x24"])
    #expect(result.status == 1)
    #expect(result.screen.isEmpty)
    #expect(result.errors.contains("\(path) is not an inventory database"), "\(result.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not a database".utf8))
  }
}
