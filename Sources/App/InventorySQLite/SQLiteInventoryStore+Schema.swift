import CSQLite
import Foundation
import Inventory

/// Opening checks, the schema and its migrations.
///
/// The store version is `PRAGMA user_version`. Version 0 with no tables is a new file;
/// `migrations[n]` takes a store from version `n` to `n + 1`, and all the steps a file needs
/// run in one transaction with the new version, so a file is never half-migrated.
extension SQLiteInventoryStore {
  /// The steps from each version to the next: index 0 creates version 1.
  static let migrations: [String] = [
    """
    CREATE TABLE items (
      id BLOB NOT NULL PRIMARY KEY CHECK (length(id) = 16),
      position REAL NOT NULL,
      name TEXT NOT NULL,
      color_name TEXT,
      color_red REAL,
      color_green REAL,
      color_blue REAL,
      quantity INTEGER,
      is_on_back_order INTEGER,
      CHECK ((quantity IS NULL) <> (is_on_back_order IS NULL))
    );
    CREATE INDEX items_by_position ON items (position);
    CREATE TABLE session (key TEXT NOT NULL PRIMARY KEY, value BLOB NOT NULL);
    """
  ]

  /// Refuses paths that cannot work before anything is opened: a missing folder, something
  /// other than a file, a file or folder without write permission.
  ///
  /// Permission bits are read as well as `access`, so a file marked read-only is respected
  /// even by root, for whom `access` always says yes.
  static func checkAccess(path: String) throws(StoreError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw StoreError(path: path, kind: .missingFolder)
    }
    if info.st_mode & S_IWUSR == 0 || access(folder, W_OK | X_OK) != 0 {
      throw StoreError(path: path, kind: .readOnlyFolder)
    }
    guard stat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFREG else { throw StoreError(path: path, kind: .notAFile) }
    if info.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0 {
      throw StoreError(path: path, kind: .readOnlyFile)
    }
  }

  /// The file's store version, after making sure it is an inventory this code can read.
  /// Reads only: a refused file is not written.
  static func checkSchema(_ connection: SQLiteConnection, path: String) throws -> Int {
    // The first read of the header: a file that is not a database fails here.
    let tables = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
    let version = try connection.integer("PRAGMA user_version") ?? 0
    if version > schemaVersion {
      throw StoreError(path: path, kind: .newerSchema(found: version, supported: schemaVersion))
    }
    if version == 0 && tables > 0 { throw StoreError(path: path, kind: .notAnInventory) }
    if version > 0 {
      let hasItems =
        try connection.integer(
          "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'items'") ?? 0
      if hasItems == 0 { throw StoreError(path: path, kind: .notAnInventory) }
    }
    return version
  }

  /// WAL, full sync, foreign-key-free: set on every open, after the checks.
  static func prepare(_ connection: SQLiteConnection, path: String) throws {
    guard try connection.text("PRAGMA journal_mode = WAL") == "wal" else {
      throw StoreError(path: path, kind: .other("SQLite cannot use WAL mode on this file system"))
    }
    // FULL: a commit is on disk when it returns, even across a power cut; it costs one fsync
    // of the WAL per commit, well inside the commit budget.
    try connection.execute("PRAGMA synchronous = FULL")
    // A small page cache: a launch reads the table once from end to end, which a cache does
    // not speed up, and a commit touches a few pages of each tree. SQLite's default (2 MB)
    // would stay resident after the launch for nothing.
    try connection.execute("PRAGMA cache_size = -256")
  }

  /// Brings a store of `version` to ``schemaVersion``, filling a new one with `seed`.
  static func migrate(_ connection: SQLiteConnection, from version: Int, seed: [Item]?) throws {
    guard version < schemaVersion else { return }
    try connection.transaction {
      for step in migrations[version..<schemaVersion] { try connection.execute(step) }
      if let seed {
        let insert = try connection.prepare(
          "INSERT INTO items (id, position, name, color_name, color_red, color_green, "
            + "color_blue, quantity, is_on_back_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for (index, item) in seed.enumerated() {
          insert.bind(1, item.id)
          insert.bind(2, Double(index + 1))
          insert.bind(3, item.name)
          insert.bind(4, item.color?.name)
          insert.bind(5, item.color?.red)
          insert.bind(6, item.color?.green)
          insert.bind(7, item.color?.blue)
          insert.bind(8, item.status.quantity)
          insert.bind(9, item.status.isOnBackOrder.map { $0 ? 1 : 0 })
          try insert.run()
        }
      }
      try connection.execute("PRAGMA user_version = \(schemaVersion)")
    }
  }
}
