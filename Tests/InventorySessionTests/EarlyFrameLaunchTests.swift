import Clocks
import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite
@testable import InventorySession

/// A launch from a large store draws its first frame from the first items, then takes in the
/// rest: afterwards the run is exactly what a launch that read every item first would be.
/// The policy is scaled down (from 30 items, the first 5) so the stores stay small.
@MainActor
struct EarlyFrameLaunchTests {
  let policy = EarlyFrameLaunch.Policy(fromItemCount: 30, firstItemCount: 5)
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
  }

  /// Writes a store of `count` generated items, and the session `keys` leave in it.
  private func makeStore(count: Int, keys: String = "") async {
    let status = await InventoryCommand.run(
      arguments: ["--items", "\(count)", "--store", path, "--snapshot", "80x24", "--keys", keys],
      write: { _ in }, printError: { Issue.record("\($0)") })
    #expect(status == 0)
  }

  private func launch(_ arguments: [String] = [], early: Bool = true) throws -> Launch {
    let options = try CommandLineOptions(parsing: ["--store", path] + arguments)
    return try Launch(options, earlyFrame: early ? policy : nil) { store in
      Dependencies(clock: ManualClock(), uuid: .live, store: store)
    }
  }

  private func screen(of launch: Launch) -> String {
    let session = SessionHarness(launch.renderer, app: launch.app)
    defer { session.session.unmount() }
    return session.headless.screen
  }

  @Test func theFirstFrameShowsTheFirstItemsThenTheRunIsAsIfAllWereRead() async throws {
    await makeStore(count: 40, keys: "2")
    let early = try launch()
    let inventory = early.app.inventoryViewModel
    #expect(inventory.items.count == 5 && inventory.itemsBeingLoaded == 40)
    let first = screen(of: early)
    #expect(first.contains("40 items · loading…"), "\(first)")
    #expect(first.contains("Item 5"))
    try #require(early.earlyFrame).finish()
    #expect(inventory.items.count == 40 && inventory.itemsBeingLoaded == nil)
    let after = screen(of: early)
    early.store?.close()
    let whole = try launch(early: false)
    #expect(whole.earlyFrame == nil)
    #expect(after == screen(of: whole))
    #expect(whole.app.inventoryViewModel.items.elements == inventory.items.elements)
    whole.store?.close()
  }

  /// The saved session names an item past the first ones (highlighted, its edit screen
  /// open): it comes back once every item is in.
  @Test func theSessionComesBackOverEveryItem() async throws {
    await makeStore(count: 40, keys: "2" + String(repeating: "<Down>", count: 30) + "<Enter>")
    let whole = try launch(early: false)
    let expected = screen(of: whole)
    #expect(expected.contains("Item 31"), "\(expected)")
    whole.store?.close()
    let early = try launch()
    try #require(early.earlyFrame).finish()
    #expect(screen(of: early) == expected)
    early.store?.close()
  }

  @Test func aLinkToAnItemNotReadYetIsOpenedOnceEveryItemIsIn() async throws {
    await makeStore(count: 40)
    let whole = try launch(early: false)
    let id = whole.app.inventoryViewModel.items[35].id
    whole.store?.close()
    let early = try launch(["--open", "/inventory/\(id.uuidString)/edit"])
    #expect(early.earlyFrame == nil, "read whole before the first frame")
    #expect(early.app.inventoryViewModel.items.count == 40)
    let opened = try #require(early.app.inventoryViewModel.route?.rowID, "no row is open")
    #expect(opened == id)
    early.store?.close()
    #expect(throws: Launch.Failure.self) {
      try launch(["--open", "/inventory/\(UUID().uuidString)/edit"])
    }
  }

  /// The rest of the items cannot be read (the file went bad after the first frame): the
  /// launch ends with the store's error, and the store is closed without a write.
  @Test func aLoadThatFailsAfterTheFirstFrameEndsTheLaunch() async throws {
    await makeStore(count: 40)
    let early = try launch()
    try #require(early.earlyFrame).finish()
    let store = try #require(early.store)
    let bad = folder.file("bad.sqlite")
    try Data("not an inventory".utf8).write(to: URL(fileURLWithPath: bad))
    let failing = EarlyFrameLaunch(
      load: ItemsLoad(path: bad, count: 40, middle: 20), app: early.app, session: nil,
      options: try CommandLineOptions(parsing: ["--store", path]), store: store)
    #expect(throws: Launch.Failure.self) { try failing.finish() }
    #expect(store.connection == nil, "closed")
  }

  @Test func aSmallStoreIsReadWholeFirst() async throws {
    await makeStore(count: 29)
    let launch = try launch()
    #expect(launch.earlyFrame == nil && launch.app.inventoryViewModel.itemsBeingLoaded == nil)
    #expect(launch.app.inventoryViewModel.items.count == 29)
    launch.store?.close()
  }

  /// Taking the items in writes nothing: the store has the same items after, no more.
  @Test func takingTheItemsInWritesNothing() async throws {
    await makeStore(count: 40)
    let before = try SQLiteInventoryStore(path: path).loadItemsAndClose()
    let early = try launch()
    try #require(early.earlyFrame).finish()
    early.store?.close()
    #expect(try SQLiteInventoryStore(path: path).loadItemsAndClose() == before)
  }
}

extension SQLiteInventoryStore {
  fileprivate func loadItemsAndClose() throws -> [Item] {
    defer { close() }
    return try loadItems()
  }
}
