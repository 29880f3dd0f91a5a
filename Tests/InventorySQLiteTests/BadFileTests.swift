import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// Files the store must refuse: a clear error naming the file, and the file left as it was.
@Suite @MainActor struct BadFileTests {
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// Opens the store at `path`, expecting `kind`; checks the bytes and the message.
  private func expectRefusal(_ kind: StoreError.Kind, at path: String? = nil) throws {
    let path = path ?? self.path
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    let before = exists && !isFolder.boolValue ? try bytes(path) : nil
    let error = #expect(throws: StoreError.self) { try SQLiteInventoryStore(path: path) }
    #expect(error?.kind == kind)
    #expect(error?.description.contains(path) == true, "\(error?.description ?? "")")
    if let before { #expect(try bytes(path) == before, "the file is unchanged") }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") || $0.hasSuffix("-journal") }
    #expect(leftovers.isEmpty, "no journal left behind: \(leftovers)")
  }

  @Test func aTextFileIsNotADatabase() throws {
    try Data("my shopping list\nmilk\n".utf8).write(to: URL(fileURLWithPath: path))
    try expectRefusal(.notADatabase)
  }

  @Test func randomBytesAreNotADatabase() throws {
    let junk = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
    try junk.write(to: URL(fileURLWithPath: path))
    try expectRefusal(.notADatabase)
  }

  @Test func aNewerStoreVersionIsRefused() throws {
    let store = try SQLiteInventoryStore(path: path)
    try store.connection?.execute("PRAGMA user_version = 7")
    store.close()
    try expectRefusal(.newerSchema(found: 7, supported: 1))
  }

  @Test func anotherProgramsDatabaseIsRefused() throws {
    do {
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let connection = try SQLiteConnection(path: path)
      try connection.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')")
    }
    try expectRefusal(.notAnInventory)
  }

  @Test func aReadOnlyFileIsRefused() throws {
    _ = try SQLiteInventoryStore(path: path)
    chmod(path, 0o444)
    try expectRefusal(.readOnlyFile)
  }

  @Test func aReadOnlyFolderIsRefused() throws {
    _ = try SQLiteInventoryStore(path: path)
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o700) }
    try expectRefusal(.readOnlyFolder)
    try expectRefusal(.readOnlyFolder, at: folder.file("new.sqlite"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("new.sqlite")))
  }

  @Test func aMissingFolderIsNamed() throws {
    try expectRefusal(.missingFolder, at: folder.file("nope/inventory.sqlite"))
  }

  @Test func aFolderIsNotAFile() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try expectRefusal(.notAFile)
  }

  @Test func aSecondOpenOfTheSameFileIsRefusedUntilTheFirstCloses() throws {
    let first = try SQLiteInventoryStore(path: path)
    let error = #expect(throws: StoreError.self) { try SQLiteInventoryStore(path: path) }
    #expect(error?.kind == .inUse)
    #expect(error?.description.contains("in use by another inventory") == true)
    first.commit([.delete(Item.phone.id)])
    #expect(first.failure == nil, "the refused open did not disturb the first")
    first.close()
    let second = try SQLiteInventoryStore(path: path)
    #expect(try second.loadItems().count == 3)
  }
}
