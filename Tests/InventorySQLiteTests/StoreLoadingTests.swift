import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// A launch reads the store on a thread of its own and builds rows on the main thread as the
/// items arrive: many batches come in order, on the caller's thread, and a file that turns
/// out damaged halfway through the read ends it with an error instead of a wait.
@Suite @MainActor struct StoreLoadingTests {
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
  }

  /// More items than several batches hold.
  static let items = (0..<(SQLiteInventoryStore.batchSize * 3 + 17)).map {
    Item(id: UUID(), name: "Item \($0)", status: .inStock(quantity: $0))
  }

  /// The reader lets go of the statement before the read returns, so a store closed right
  /// after a load closes its connection at once: the last connection removes the log. Had the
  /// reader still held the statement, SQLite would keep the connection open as a zombie past
  /// the store's lock, and the lock's descriptor, closed, would drop the zombie's file locks
  /// (the SIGKILL proof then found the next open of the file locked).
  @Test func aStoreClosedRightAfterALoadLeavesNoConnectionBehind() throws {
    try SQLiteInventoryStore(path: path, initialItems: { Self.items }).close()
    for round in 0..<200 {
      let store = try SQLiteInventoryStore(path: path)
      _ = try store.loadItems()
      store.close()
      let log = FileManager.default.fileExists(atPath: path + "-wal")
      #expect(!log, "round \(round): a connection outlived close()")
      if log { break }
    }
  }

  @Test func manyBatchesArriveInOrderOnTheCallersThread() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { Self.items })
    var loaded: [Item] = []
    var keys: [Double] = []
    let caller = pthread_self()
    var elsewhere = 0
    try store.loadItems { item, key in
      if pthread_equal(pthread_self(), caller) == 0 { elsewhere += 1 }
      loaded.append(item)
      keys.append(key)
    }
    #expect(elsewhere == 0, "every item is handed over on the calling thread")
    #expect(loaded == Self.items)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    // The statement is ready for the next read: a second launch reads the same.
    #expect(try store.loadItems() == Self.items)
  }

  @Test func aFileDamagedUnderTheReadEndsItWithAnError() throws {
    try SQLiteInventoryStore(path: path, initialItems: { Self.items }).close()
    let store = try SQLiteInventoryStore(path: path)
    // Past the first pages (the header and the schema, which the open has read), every
    // page becomes garbage: the read meets it partway.
    let file = try #require(FileHandle(forWritingAtPath: path))
    let size = try file.seekToEnd()
    try file.seek(toOffset: 16_384)
    try file.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 16_384))
    try file.close()
    var count = 0
    #expect(throws: StoreError.self) {
      try store.loadItems { _, _ in count += 1 }
    }
    #expect(count < Self.items.count)
  }
}
