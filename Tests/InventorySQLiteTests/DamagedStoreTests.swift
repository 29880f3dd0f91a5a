import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// A store whose main file was damaged while the write-ahead log of a crash lay beside it:
/// SQLite would replay the log over whatever the file holds, so each kind of damage is
/// refused before SQLite opens it, alone and with the log, and the three files stay byte for
/// byte as they were. A healthy store with the same log still recovers every saved change.
@Suite @MainActor struct DamagedStoreTests {
  enum Damage: String, CaseIterable {
    case text, truncated, zeroedHeader, anotherDatabase, newerSchema
  }

  let folder: TemporaryFolder
  /// A store a crash left: its last commit is in the log beside it, not yet in the file.
  let path: String
  /// The item that last commit added.
  let added = Item(name: "Saved before the crash", color: nil, status: .inStock(quantity: 3))

  /// Makes the crashed store: 2,000 items written through to the file, then one commit whose
  /// log and index are copied from the live store, as a SIGKILL after the commit leaves them.
  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
    let live = folder.file("live.sqlite")
    let items = (0..<2_000).map {
      Item(name: "Item \($0)", color: nil, status: .inStock(quantity: $0))
    }
    try SQLiteInventoryStore(path: live, initialItems: { items }).close()
    let store = try SQLiteInventoryStore(path: live)
    store.commit([.insert(added, after: nil)])
    #expect(store.failure == nil)
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.copyItem(atPath: live + suffix, toPath: path + suffix)
    }
    store.close()
  }

  @Test func aCrashedStoreRecoversItsLastCommit() throws {
    let store = try SQLiteInventoryStore(path: path)
    #expect(try store.loadItems().first?.name == added.name)
  }

  @Test(arguments: Damage.allCases, [false, true])
  func aDamagedStoreIsRefusedAndLeftAsItWas(_ damage: Damage, withLog: Bool) throws {
    if !withLog { for suffix in ["-wal", "-shm"] { unlink(path + suffix) } }
    try apply(damage)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let before = try files.map { try bytes(folder.file($0)) }
    let error = #expect(throws: StoreError.self) { try SQLiteInventoryStore(path: path) }
    #expect(error.map { expected(damage)($0.kind) } == true, "\(String(describing: error))")
    #expect(error?.description.contains(path) == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files)
    #expect(try files.map { try bytes(folder.file($0)) } == before, "every file is unchanged")
  }

  /// A checkpoint cut short by a crash: the file already has the log's header page, which
  /// counts pages the file does not hold yet, and the log holds them. SQLite finishes the
  /// checkpoint; the store is not refused.
  @Test func aCheckpointCutShortIsNotDamage() throws {
    let store = try SQLiteInventoryStore(path: folder.file("grown.sqlite"))
    let many = (0..<3_000).map {
      Item(name: "New \($0)", color: nil, status: .inStock(quantity: 1))
    }
    store.commit(zip(many, [nil] + many.map(\.id)).map { .insert($0, after: $1) })
    #expect(store.failure == nil)
    let grown = folder.file("copy.sqlite")
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.copyItem(atPath: store.path + suffix, toPath: grown + suffix)
    }
    store.close()
    let log = try bytes(grown + "-wal")
    let pageSize = Int(log[8]) << 24 | Int(log[9]) << 16 | Int(log[10]) << 8 | Int(log[11])
    var firstPage: Data?
    var offset = 32
    while offset + 24 + pageSize <= log.count {
      if log[offset..<offset + 4] == Data([0, 0, 0, 1]) {
        firstPage = log[offset + 24..<offset + 24 + pageSize]
      }
      offset += 24 + pageSize
    }
    let header = try #require(firstPage, "the log holds the header page")
    let file = try #require(FileHandle(forWritingAtPath: grown))
    try file.write(contentsOf: header)
    try file.close()
    let reopened = try SQLiteInventoryStore(path: grown)
    #expect(try reopened.loadItems().count == Item.seed.count + many.count)
  }

  private func apply(_ damage: Damage) throws {
    let url = URL(fileURLWithPath: path)
    switch damage {
    case .text:
      let line = "this is not a database\n"
      try Data(String(repeating: line, count: 50).utf8).write(to: url)
    case .truncated:
      try Data(bytes(path).prefix(8_192)).write(to: url)
    case .zeroedHeader:
      var contents = try bytes(path)
      contents.replaceSubrange(0..<100, with: Data(count: 100))
      try contents.write(to: url)
    case .anotherDatabase:
      let other = folder.file("notes.sqlite")
      try SQLiteConnection(path: createEmpty(other)).execute(
        "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')")
      try bytes(other).write(to: url)
      unlink(other)
    case .newerSchema:
      var contents = try bytes(path)
      contents.replaceSubrange(60..<64, with: Data([0, 0, 0, 7]))
      try contents.write(to: url)
    }
  }

  private func expected(_ damage: Damage) -> (StoreError.Kind) -> Bool {
    switch damage {
    case .text, .zeroedHeader: { $0 == .notADatabase }
    case .anotherDatabase: { $0 == .notAnInventory }
    case .newerSchema: { $0 == .newerSchema(found: 7, supported: 1) }
    case .truncated:
      {
        if case .damaged = $0 { true } else { false }
      }
    }
  }

  private func createEmpty(_ path: String) -> String {
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    return path
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }
}
