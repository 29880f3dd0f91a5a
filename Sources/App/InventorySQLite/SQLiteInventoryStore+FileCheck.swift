import Foundation

/// What the main file is, read before SQLite may write to it.
///
/// SQLite opens a database together with the write-ahead log beside it and replays that log
/// over whatever the main file holds. After a crash leaves a log behind, a store replaced by
/// a text file or by another program's database would be taken for the store, and rewritten
/// at the next checkpoint. So the main file is first read alone, without the log (see
/// `SQLiteConnection.init(readingAlone:)`): it must be an empty database or an inventory of a
/// version this code reads, and it must hold every page its header counts, unless the log
/// beside it holds the missing ones (a checkpoint cut short by a crash writes the header page
/// first and the pages after it later).
extension SQLiteInventoryStore {
  /// Refuses a main file that is not an inventory this code reads, or that lacks pages the
  /// log beside it cannot supply. Reads only; an empty file (a new store) passes. Throws a
  /// ``StoreError``, or SQLite's own error for the opener to word as one (as
  /// ``checkSchema(_:path:)`` does).
  static func checkFileAlone(path: String) throws {
    // The header and the size only: a store of a million items is a hundred megabytes.
    var info = stat()
    guard stat(path, &info) == 0, let file = FileHandle(forReadingAtPath: path) else {
      throw StoreError(path: path, kind: .other("the file cannot be read"))
    }
    defer { try? file.close() }
    guard info.st_size > 0 else { return }
    let headerBytes = (try? file.read(upToCount: 100)) ?? Data()
    if let header = DatabaseHeader(headerBytes), let counted = header.pageCount {
      let held = Int(info.st_size) / header.pageSize
      if held < counted {
        // SQLite reads such a file alone as corrupt; with the log it is whole if the log
        // holds every missing page, and the schema is checked after the log is replayed.
        let log = FileManager.default.contents(atPath: path + "-wal").flatMap(WriteAheadLog.init)
        let last = min(counted, log?.committedPageCount ?? counted)
        if let log, last <= held || (held + 1...last).allSatisfy(log.committedPages.contains) {
          return
        }
        throw StoreError(
          path: path, kind: .damaged("it holds \(held) of the \(counted) pages its header counts"))
      }
    }
    _ = try checkSchema(SQLiteConnection(readingAlone: path), path: path)
  }
}

/// The fields of an SQLite file's 100-byte header that say how long the file should be.
struct DatabaseHeader {
  let pageSize: Int
  /// The pages the header counts, when that count is valid (SQLite 3.7.0 and later keep it
  /// so; it is valid when the change counter matches its version-valid-for number).
  let pageCount: Int?

  init?(_ bytes: Data) {
    guard bytes.count >= 100, bytes.prefix(16) == Data("SQLite format 3\0".utf8) else {
      return nil
    }
    let rawSize = bytes.bigEndianInteger(at: 16, width: 2)
    pageSize = rawSize == 1 ? 65_536 : rawSize
    guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else { return nil }
    let count = bytes.bigEndianInteger(at: 28, width: 4)
    let counterMatches =
      bytes.bigEndianInteger(at: 24, width: 4) == bytes.bigEndianInteger(at: 92, width: 4)
    pageCount = count > 0 && counterMatches ? count : nil
  }
}

/// The committed frames of an SQLite write-ahead log: which pages it holds and how many
/// pages the database has after its last commit. Frames of an older log generation (other
/// salts) and frames after the last commit do not count, as SQLite would not replay them.
struct WriteAheadLog {
  private(set) var committedPages: Set<Int> = []
  private(set) var committedPageCount: Int?

  init?(_ bytes: Data) {
    guard bytes.count >= 32 else { return nil }
    let magic = bytes.bigEndianInteger(at: 0, width: 4)
    guard magic == 0x377f_0682 || magic == 0x377f_0683 else { return nil }
    let pageSize = bytes.bigEndianInteger(at: 8, width: 4)
    guard pageSize >= 512, pageSize <= 65_536 else { return nil }
    let salts = (bytes.bigEndianInteger(at: 16, width: 4), bytes.bigEndianInteger(at: 20, width: 4))
    var pending: Set<Int> = []
    var offset = 32
    while offset + 24 + pageSize <= bytes.count {
      let frameSalts = (
        bytes.bigEndianInteger(at: offset + 8, width: 4),
        bytes.bigEndianInteger(at: offset + 12, width: 4)
      )
      guard frameSalts == salts else { break }
      pending.insert(bytes.bigEndianInteger(at: offset, width: 4))
      let pagesAfterCommit = bytes.bigEndianInteger(at: offset + 4, width: 4)
      if pagesAfterCommit > 0 {
        committedPages.formUnion(pending)
        pending = []
        committedPageCount = pagesAfterCommit
      }
      offset += 24 + pageSize
    }
  }
}

extension Data {
  /// The unsigned big-endian integer of `width` bytes at `offset` from the start.
  fileprivate func bigEndianInteger(at offset: Int, width: Int) -> Int {
    var value = 0
    for index in 0..<width { value = value << 8 | Int(self[startIndex + offset + index]) }
    return value
  }
}
