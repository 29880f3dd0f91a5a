import Foundation

/// Why a store file cannot be used, said the way the user needs it: which file, what is
/// wrong, what to do. The file is always left as it was.
///
/// ```swift
/// do { store = try SQLiteInventoryStore(path: path) } catch {
///   print("inventory: \(error)")   // "… is in use by another inventory. Quit that one …"
/// }
/// ```
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Equatable, Sendable {
    /// Another process holds the store's lock.
    case inUse
    /// The file is not an SQLite database.
    case notADatabase
    /// An SQLite database, but not an inventory (tables of another program).
    case notAnInventory
    /// Written by a newer version, whose store version this one cannot read.
    case newerSchema(found: Int, supported: Int)
    /// The file may not be written.
    case readOnlyFile
    /// The folder may not be written (SQLite keeps its journal beside the file).
    case readOnlyFolder
    /// The folder of the file does not exist.
    case missingFolder
    /// Something other than a regular file is at the path.
    case notAFile
    /// The disk (or the file size limit) is full.
    case diskFull
    /// SQLite found the file damaged.
    case damaged(String)
    /// Anything else SQLite or the system reported.
    case other(String)
  }

  /// The store file.
  public var path: String
  /// What is wrong.
  public var kind: Kind

  /// An error about the file at `path`.
  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// One paragraph naming the file, what is wrong and what to do.
  public var description: String {
    let untouched = "It was left as it was"
    let elsewhere = "pass --store with another file, or --no-store to run without saving"
    switch kind {
    case .inUse:
      return "\(path) is in use by another inventory. Quit that one first, or \(elsewhere)."
    case .notADatabase:
      return "\(path) is not an inventory database. \(untouched): move it away, or \(elsewhere)."
    case .notAnInventory:
      return
        "\(path) is an SQLite database of another program, not an inventory. \(untouched): "
        + "\(elsewhere)."
    case .newerSchema(let found, let supported):
      return
        "\(path) was written by a newer inventory (store version \(found); this one reads up "
        + "to \(supported)). \(untouched): update inventory, or \(elsewhere)."
    case .readOnlyFile:
      return
        "\(path) is read-only. Make it writable (chmod u+w), or run with --no-store to look "
        + "without saving."
    case .readOnlyFolder:
      return
        "cannot write in \(folder), where \(path) keeps its journal. Make the folder writable, "
        + "or \(elsewhere)."
    case .missingFolder:
      return "the folder \(folder) of \(path) does not exist. Create it, or \(elsewhere)."
    case .notAFile:
      return "\(path) is not a regular file. \(untouched): \(elsewhere)."
    case .diskFull:
      return
        "cannot write \(path): the disk is full. Free some space and start again; what was "
        + "saved before is intact."
    case .damaged(let detail):
      return
        "\(path) is damaged (\(detail)). \(untouched): move it away to start a new inventory, "
        + "or restore a backup."
    case .other(let detail):
      return "cannot use \(path): \(detail)."
    }
  }

  /// The folder the file is in.
  var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }
}

extension StoreError {
  /// The user-facing error for an SQLite failure on the store at `path`.
  init(path: String, sqlite error: SQLiteError) {
    let kind: Kind
    switch error.code {
    case 26:  // SQLITE_NOTADB
      kind = .notADatabase
    case 11:  // SQLITE_CORRUPT
      kind = .damaged(error.message)
    case 13:  // SQLITE_FULL
      kind = .diskFull
    case 8:  // SQLITE_READONLY
      kind = .readOnlyFile
    case 5, 6:  // SQLITE_BUSY, SQLITE_LOCKED
      kind = .inUse
    case 10 where [ENOSPC, EFBIG, EDQUOT].contains(error.systemErrno):  // SQLITE_IOERR
      kind = .diskFull
    default:
      let system =
        error.systemErrno == 0 ? "" : " (\(String(cString: strerror(error.systemErrno))))"
      kind = .other(error.message + system)
    }
    self.init(path: path, kind: kind)
  }
}

extension StoreError.Kind {
  /// A few words for the session bar; the full message is printed on the way out.
  public var summary: String {
    switch self {
    case .inUse: "the file is in use by another inventory"
    case .notADatabase, .notAnInventory: "the file is not an inventory"
    case .newerSchema: "the file is from a newer inventory"
    case .readOnlyFile: "the file is read-only"
    case .readOnlyFolder, .missingFolder: "the folder cannot be written"
    case .notAFile: "the path is not a file"
    case .diskFull: "the disk is full"
    case .damaged: "the file is damaged"
    case .other(let detail): detail
    }
  }
}

extension StoreError {
  /// The user-facing error for whatever ended a read of the store at `path`.
  init(path: String, reading error: any Error) {
    switch error {
    case let error as StoreError: self = error
    case let error as SQLiteError: self.init(path: path, sqlite: error)
    default: self.init(path: path, kind: .other("\(error)"))
    }
  }
}
