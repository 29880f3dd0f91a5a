import CSQLite
import Foundation

/// A prepared statement: bind values by position (from 1), step, read columns (from 0).
///
/// ```swift
/// let select = try connection.prepare("SELECT name FROM items WHERE id = ?")
/// try select.bind(1, id)
/// while try select.step() { print(select.text(0)) }
/// select.reset()
/// ```
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let db: OpaquePointer

  init(db: OpaquePointer, sql: String) throws(SQLiteError) {
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard result == SQLITE_OK, let statement else { throw SQLiteError(code: result, db: db) }
    handle = statement
    self.db = db
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds a UUID as its 16 bytes.
  func bind(_ index: Int32, _ id: UUID) {
    withUnsafeBytes(of: id.uuid) { bytes in
      _ = sqlite3_bind_blob(handle, index, bytes.baseAddress, 16, csqlite_transient())
    }
  }

  /// Binds text, every byte of its UTF-8 (NULs included).
  func bind(_ index: Int32, _ text: String?) {
    guard let text else {
      sqlite3_bind_null(handle, index)
      return
    }
    var utf8 = text
    utf8.withUTF8 { bytes in
      guard let base = bytes.baseAddress else {
        // "" must stay text, not become NULL: bind a real empty string.
        _ = sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
        return
      }
      base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        _ = sqlite3_bind_text64(
          handle, index, $0, UInt64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
      }
    }
  }

  /// Binds bytes.
  func bind(_ index: Int32, _ data: Data) {
    data.withUnsafeBytes { bytes in
      _ = sqlite3_bind_blob64(
        handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count),
        csqlite_transient())
    }
  }

  /// Binds an integer, or NULL.
  func bind(_ index: Int32, _ value: Int?) {
    if let value {
      sqlite3_bind_int64(handle, index, Int64(value))
    } else {
      sqlite3_bind_null(handle, index)
    }
  }

  /// Binds a real number, or NULL.
  func bind(_ index: Int32, _ value: Double?) {
    if let value {
      sqlite3_bind_double(handle, index, value)
    } else {
      sqlite3_bind_null(handle, index)
    }
  }

  /// Runs one step: `true` when a row is ready, `false` when done.
  @discardableResult
  func step() throws(SQLiteError) -> Bool {
    let result = sqlite3_step(handle)
    switch result {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw SQLiteError(code: result, db: db)
    }
  }

  /// Steps to the end, then resets: for statements that return no rows.
  func run() throws(SQLiteError) {
    defer { reset() }
    while try step() {}
  }

  /// Makes the statement ready to run again and forgets the bindings.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Whether column `index` is NULL.
  func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` as an integer.
  func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

  /// Column `index` as a real number.
  func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` as text, byte for byte.
  func text(_ index: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Column `index` as bytes.
  func data(_ index: Int32) -> Data {
    guard let pointer = sqlite3_column_blob(handle, index) else { return Data() }
    return Data(bytes: pointer, count: Int(sqlite3_column_bytes(handle, index)))
  }

  /// Column `index` as a UUID stored as 16 bytes, or `nil` for anything else.
  func uuid(_ index: Int32) -> UUID? {
    guard sqlite3_column_bytes(handle, index) == 16,
      let pointer = sqlite3_column_blob(handle, index)
    else { return nil }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &value) {
      $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: 16))
    }
    return UUID(uuid: value)
  }
}
