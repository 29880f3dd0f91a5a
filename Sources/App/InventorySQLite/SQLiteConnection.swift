import CSQLite
import Foundation

/// One open SQLite database file.
///
/// ```swift
/// let connection = try SQLiteConnection(path: "/tmp/x.sqlite")
/// try connection.execute("CREATE TABLE t (x)")
/// try connection.transaction { try connection.execute("INSERT INTO t VALUES (1)") }
/// ```
final class SQLiteConnection {
  let db: OpaquePointer

  /// Opens the file at `path` for reading and writing; it must exist.
  convenience init(path: String) throws(SQLiteError) {
    try self.init(
      name: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE)
  }

  /// Opens the file at `path` as it is on disk: read-only, in SQLite's `immutable` mode, which
  /// reads the main file alone (not the write-ahead log beside it), takes no lock and creates
  /// no file. For looking at a file before SQLite may recover a log into it.
  convenience init(readingAlone path: String) throws(SQLiteError) {
    // A URI's path is percent-encoded: "?", "#" and "%" in a file name would cut it.
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    try self.init(
      name: "file:\(encoded)?immutable=1",
      flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE)
  }

  private init(name: String, flags: Int32) throws(SQLiteError) {
    var db: OpaquePointer?
    let result = sqlite3_open_v2(name, &db, flags, nil)
    guard result == SQLITE_OK, let db else {
      let error = SQLiteError(code: result, db: db)
      sqlite3_close_v2(db)
      throw error
    }
    self.db = db
  }

  deinit { sqlite3_close_v2(db) }

  /// Runs SQL that returns no rows (several statements allowed).
  func execute(_ sql: String) throws(SQLiteError) {
    let result = sqlite3_exec(db, sql, nil, nil, nil)
    guard result == SQLITE_OK else { throw SQLiteError(code: result, db: db) }
  }

  /// Prepares one statement.
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    try SQLiteStatement(db: db, sql: sql)
  }

  /// The first column of the first row of `sql` as an integer, or `nil` without a row.
  func integer(_ sql: String) throws(SQLiteError) -> Int? {
    let statement = try prepare(sql)
    return try statement.step() ? statement.int(0) : nil
  }

  /// The first column of the first row of `sql` as text, or `nil` without a row.
  func text(_ sql: String) throws(SQLiteError) -> String? {
    let statement = try prepare(sql)
    return try statement.step() ? statement.text(0) : nil
  }

  /// Whether SQLite opened the file read-only (it does when it may not write it).
  var isReadOnly: Bool { sqlite3_db_readonly(db, "main") == 1 }

  /// Runs `body` in one write transaction: committed when it returns, rolled back when it
  /// throws.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      // After some errors (a full disk) SQLite has already rolled back; that is fine.
      _ = sqlite3_exec(db, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }
}
