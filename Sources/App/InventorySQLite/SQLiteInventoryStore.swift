import CSQLite
import Foundation
import Inventory

/// The inventory in an SQLite file: the items, and the session state beside them.
///
/// Every commit is one transaction, written before ``commit(_:)`` returns, in WAL mode with
/// `synchronous=FULL`, so a commit that returned survives a crash of the program (SIGKILL
/// included) and of the machine. One process at a time: the file is locked with `flock` (see
/// `StoreLock`), and a second instance gets ``StoreError/Kind/inUse``. Opening never writes
/// to a file it refuses (not a database, a newer store version, someone else's tables, pages
/// missing), even with a write-ahead log from a crash beside it, and never deletes or
/// replaces a user's file.
///
/// ```swift
/// let store = try SQLiteInventoryStore(path: path, initialItems: { Item.seed })
/// let items = try store.loadItems()
/// let app = AppViewModel(dependencies: Dependencies(clock: .., uuid: .live, store: store), ..)
/// ```
@MainActor
public final class SQLiteInventoryStore: InventoryStore {
  /// The store version this code writes (`PRAGMA user_version`).
  public static let schemaVersion = 1

  /// The database file.
  public let path: String
  /// Whether this open created the file (and filled it with the initial items).
  public let wasCreated: Bool
  /// The first failed write, if any; later commits are still attempted.
  public private(set) var failure: StoreError?
  /// Called on the main actor when a commit or a session save fails.
  public var onFailure: ((StoreError) -> Void)?

  var connection: SQLiteConnection?
  private var lock: StoreLock?
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens the store at `path`, creating it with `initialItems()` when there is no file (or
  /// an empty one), and migrating an older store version forward.
  ///
  /// - Throws: ``StoreError`` naming the file and what to do; the file is left as it was.
  public init(path: String, initialItems: () -> [Item] = { Item.seed }) throws(StoreError) {
    self.path = path
    try Self.checkAccess(path: path)
    let lock = try StoreLock(path: path)
    do {
      try Self.checkFileAlone(path: path)
      let connection = try SQLiteConnection(path: path)
      if connection.isReadOnly { throw StoreError(path: path, kind: .readOnlyFile) }
      let version = try Self.checkSchema(connection, path: path)
      try Self.prepare(connection, path: path)
      try Self.migrate(connection, from: version, seed: version == 0 ? initialItems() : nil)
      self.connection = connection
      wasCreated = version == 0
    } catch {
      // Only a file this open created is removed: it holds nothing of the user's.
      if lock.createdFile {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
      }
      switch error {
      case let error as StoreError: throw error
      case let error as SQLiteError: throw StoreError(path: path, sqlite: error)
      default: throw StoreError(path: path, kind: .other("\(error)"))
      }
    }
    self.lock = lock
  }

  isolated deinit {
    close()
  }

  /// Closes the database, then releases the lock. Commits after this are dropped.
  public func close() {
    statements = [:]
    connection = nil
    lock = nil
  }

  /// The stored items, in order: what ``startLoadingItems()`` reads, waited for.
  public func loadItems() throws(StoreError) -> [Item] {
    try startLoadingItems().wait().elements
  }

  /// Writes `changes` in one transaction before returning. A failure is kept in ``failure``
  /// and reported through ``onFailure``; the transaction is then rolled back whole.
  public func commit(_ changes: [InventoryChange]) {
    guard let connection, !changes.isEmpty else { return }
    do {
      try connection.transaction {
        for change in changes { try write(change) }
      }
    } catch {
      report(error)
    }
  }

  /// A cached prepared statement for `sql`.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] { return cached }
    guard let connection else {
      throw SQLiteError(code: SQLITE_MISUSE, db: nil)
    }
    let statement = try connection.prepare(sql)
    statements[sql] = statement
    return statement
  }

  /// Records and reports a failed write.
  func report(_ error: any Error) {
    let storeError =
      (error as? StoreError)
      ?? (error as? SQLiteError).map { StoreError(path: path, sqlite: $0) }
      ?? StoreError(path: path, kind: .other("\(error)"))
    if failure == nil { failure = storeError }
    onFailure?(storeError)
  }

  private func write(_ change: InventoryChange) throws {
    switch change {
    case .insert(let item, let after):
      let insert = try statement(
        "INSERT OR REPLACE INTO items (id, position, name, color_name, color_red, color_green, "
          + "color_blue, quantity, is_on_back_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
      insert.bind(1, item.id)
      insert.bind(2, try position(after: after))
      bindContents(of: item, to: insert, from: 3)
      try insert.run()
    case .update(let item):
      let update = try statement(
        "UPDATE items SET name = ?, color_name = ?, color_red = ?, color_green = ?, "
          + "color_blue = ?, quantity = ?, is_on_back_order = ? WHERE id = ?")
      bindContents(of: item, to: update, from: 1)
      update.bind(8, item.id)
      try update.run()
    case .delete(let id):
      let delete = try statement("DELETE FROM items WHERE id = ?")
      delete.bind(1, id)
      try delete.run()
    }
  }

  /// Binds name, colour and status to seven parameters from `first`.
  private func bindContents(of item: Item, to statement: SQLiteStatement, from first: Int32) {
    statement.bind(first, item.name)
    statement.bind(first + 1, item.color?.name)
    statement.bind(first + 2, item.color?.red)
    statement.bind(first + 3, item.color?.green)
    statement.bind(first + 4, item.color?.blue)
    statement.bind(first + 5, item.status.quantity)
    statement.bind(first + 6, item.status.isOnBackOrder.map { $0 ? 1 : 0 })
  }
}
