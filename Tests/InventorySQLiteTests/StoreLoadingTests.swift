import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// A launch reads the store on two threads, each half of the table into its own end of one
/// array: the items come out in the table's order whatever the halves hold, and a file that
/// turns out damaged halfway through the read ends it with an error instead of a wait.
@Suite @MainActor struct StoreLoadingTests {
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
  }

  /// More items than several batches hold.
  nonisolated static let items = (0..<(SQLiteInventoryStore.batchSize * 3 + 17)).map {
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

  @Test func bothHalvesLandInTheTablesOrder() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { Self.items })
    let (items, keys) = try store.readItems()
    #expect(items == Self.items)
    #expect(keys.count == items.count)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    // The front statement is ready for the next read: a second launch reads the same.
    #expect(try store.loadItems() == Self.items)
  }

  /// The halves split the rowids, not the rows: with most of one half deleted, the other
  /// reader reads nearly everything, and the order still holds.
  @Test(arguments: [0..<3_000, 3_000..<(items.count - 1)])
  func unevenHalvesStillMeetInOrder(deleted: Range<Int>) throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { Self.items })
    store.commit(deleted.map { .delete(Self.items[$0].id) })
    var expected = Self.items
    expected.removeSubrange(deleted)
    #expect(try store.loadItems() == expected)
  }

  /// Items inserted between others come last in the table but take their place by key, and
  /// the inventory finds each by its id where it is.
  @Test func itemsInsertedBetweenOthersArePutInKeyOrder() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { Self.items })
    let inserted = (0..<3).map {
      Item(id: UUID(), name: "New \($0)", status: .inStock(quantity: 1))
    }
    store.commit([
      .insert(inserted[0], after: nil), .insert(inserted[1], after: Self.items[9].id),
      .insert(inserted[2], after: Self.items[5_000].id),
    ])
    var expected = Self.items
    expected.insert(inserted[2], at: 5_001)
    expected.insert(inserted[1], at: 10)
    expected.insert(inserted[0], at: 0)
    let (read, _) = try store.readItems()
    #expect(read != expected, "the table's order is not the keys'")
    #expect(try store.loadItems() == expected)
    let inventory = try InventoryViewModel(dependencies: .live, reading: store)
    #expect(inventory.items.elements == expected)
    #expect(expected.indices.allSatisfy { inventory.items.index(id: expected[$0].id) == $0 })
  }

  /// A launch's load, on threads of its own: the same items in order, indexed, its
  /// connections closed by the time it hands them over; the first items, read meanwhile
  /// through the position index, are the first of them.
  @Test func theLoadOnItsOwnThreadsAndTheFirstItemsAgreeWithTheKeys() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { Self.items })
    let inserted = Item(id: UUID(), name: "New", status: .inStock(quantity: 1))
    store.commit([.insert(inserted, after: Self.items[2].id)])
    var expected = Self.items
    expected.insert(inserted, at: 3)
    let load = try store.startLoadingItems()
    #expect(try store.readFirstItems(5) == Array(expected.prefix(5)))
    #expect(load.count == expected.count)
    let items = try load.wait()
    #expect(items.elements == expected)
    #expect(items.index(id: inserted.id) == 3)
    store.close()
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "a connection outlived")
  }

  @Test func anEmptyStoreLoadsNothing() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { [] })
    #expect(try store.startLoadingItems().wait().isEmpty)
    #expect(try store.readFirstItems(5).isEmpty)
  }

  @Test(arguments: [1, 2, 3])
  func aFewItemsAreReadWhole(count: Int) throws {
    let few = Array(Self.items.prefix(count))
    let store = try SQLiteInventoryStore(path: path, initialItems: { few })
    #expect(try store.loadItems() == few)
  }

  /// A row whose id is not 16 bytes (only a damaged or hand-edited file has one: the table
  /// checks the length) is left out, and the rows read from the back close the gap it left.
  @Test func aRowWithoutAValidIDIsLeftOutAndTheGapCloses() throws {
    try SQLiteInventoryStore(path: path, initialItems: { Self.items }).close()
    let connection = try SQLiteConnection(path: path)
    try connection.execute(
      "PRAGMA ignore_check_constraints = ON; "
        + "INSERT INTO items (id, position, name, quantity) VALUES (x'00', 1.5, 'Bad', 1); "
        + "INSERT INTO items (id, position, name, quantity) VALUES (x'01', 2.5, 'Bad', 1)")
    let store = try SQLiteInventoryStore(path: path)
    #expect(try store.loadItems() == Self.items)
  }

  @Test func aFileDamagedUnderTheReadEndsItWithAnError() throws {
    try SQLiteInventoryStore(path: path, initialItems: { Self.items }).close()
    let store = try SQLiteInventoryStore(path: path)
    // Past the first pages (the header and the schema, which the open has read), every
    // page becomes garbage: the readers meet it partway.
    let file = try #require(FileHandle(forWritingAtPath: path))
    let size = try file.seekToEnd()
    try file.seek(toOffset: 16_384)
    try file.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 16_384))
    try file.close()
    #expect(throws: StoreError.self) { try store.readItems() }
    #expect(throws: StoreError.self) { try store.startLoadingItems().wait() }
  }
}
