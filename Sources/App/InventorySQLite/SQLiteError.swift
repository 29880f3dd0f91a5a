import CSQLite

/// An SQLite call failed: its result code, extended code, message and the system error.
struct SQLiteError: Error, CustomStringConvertible {
  /// The primary result code, such as `SQLITE_FULL`.
  var code: Int32
  /// The extended result code, such as `SQLITE_IOERR_WRITE`.
  var extendedCode: Int32
  /// SQLite's message.
  var message: String
  /// The `errno` of the last failed system call, 0 if none.
  var systemErrno: Int32

  /// The error the connection `db` reports for result `code`.
  init(code: Int32, db: OpaquePointer?) {
    self.code = code & 0xFF
    extendedCode = db.map { sqlite3_extended_errcode($0) } ?? code
    message =
      db.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
      ?? String(cString: sqlite3_errstr(code))
    systemErrno = db.map { sqlite3_system_errno($0) } ?? 0
  }

  var description: String { message }
}
