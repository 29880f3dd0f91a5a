import Dispatch
import Foundation
import Inventory

/// Reading every item, on two threads at once.
extension SQLiteInventoryStore {
  /// The stored items in the table's order, each with its order key: the items' order is the
  /// keys' (ascending; equal keys in the table's order). ``ItemsLoad`` runs the same read on
  /// threads of its own and puts them in order; this one, on the calling thread and the
  /// store's connection, lets tests see the table's order.
  ///
  /// The table's order, not the keys': walking the position index visits the table's pages
  /// out of order and costs three times a plain scan (100,000 rows: about 100 ms against 35),
  /// and rows are mostly appended, so the two orders usually agree.
  ///
  /// Reading is most of a launch (1,000,000 rows: about 600 ms on one thread, SQLite's
  /// decoding and the items' strings and UUIDs), so two readers share it: this thread reads
  /// the rows up to the middle rowid on the store's connection while a thread of its own
  /// reads the others, last to first, on a second connection, both writing straight into one
  /// array (see `TwoEndedFill`). Rows are mostly appended and seldom deleted, so the halves
  /// are about even. This method returns once the second reader has closed its connection.
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  func readItems() throws(StoreError) -> (items: [Item], orderKeys: [Double]) {
    do {
      let (count, middle) = try tableHalves()
      guard count > 0 else { return ([], []) }
      guard let connection else { throw StoreError(path: path, kind: .other("closed")) }
      return try Self.read(count: count, front: connection, back: (path, middle))
    } catch {
      throw StoreError(path: path, reading: error)
    }
  }

  /// Starts reading every item on threads of their own and returns at once; the load's
  /// ``ItemsLoad/wait()`` gives them in order, indexed by id. Close the store only after it.
  ///
  /// - Throws: ``StoreError`` when the table cannot be measured.
  public func startLoadingItems() throws(StoreError) -> ItemsLoad {
    do {
      let (count, middle) = try tableHalves()
      return ItemsLoad(path: path, count: count, middle: middle)
    } catch {
      throw StoreError(path: path, reading: error)
    }
  }

  /// The first `limit` items in order, through the position index: a screenful costs about
  /// a millisecond at any size.
  ///
  /// - Throws: ``StoreError`` when they cannot be read.
  public func readFirstItems(_ limit: Int) throws(StoreError) -> [Item] {
    do {
      let select = try statement(Self.selectItems + "ORDER BY position, rowid LIMIT ?")
      defer { select.reset() }
      select.bind(1, limit)
      var items: [Item] = []
      while try select.step() {
        if let item = Self.item(at: select) { items.append(item) }
      }
      return items
    } catch {
      throw StoreError(path: path, reading: error)
    }
  }

  /// How many rows the table has, and the rowid that splits them in two.
  private func tableHalves() throws(SQLiteError) -> (count: Int, middle: Int) {
    let count = try integer("SELECT count(*) FROM items")
    let first = try integer("SELECT min(rowid) FROM items")
    return (count, first + (try integer("SELECT max(rowid) FROM items") - first) / 2)
  }

  /// The integer `sql` answers, 0 for NULL.
  private func integer(_ sql: String) throws(SQLiteError) -> Int {
    let select = try statement(sql)
    defer { select.reset() }
    return try select.step() ? select.int(0) : 0
  }

  /// The columns of an item, in the order ``item(at:)`` reads them.
  nonisolated static let selectItems =
    "SELECT position, id, name, color_name, color_red, color_green, color_blue, quantity, "
    + "is_on_back_order FROM items "

  /// Reads `count` items: the rows up to rowid `back.after` on this thread, on `connection`,
  /// and those after it on another thread, from the file at `back.path`.
  nonisolated static func read(
    count: Int, front connection: SQLiteConnection, back: (path: String, after: Int)
  ) throws -> (items: [Item], orderKeys: [Double]) {
    guard count > 0 else { return ([], []) }
    let front = try connection.prepare(selectItems + "WHERE rowid <= ? ORDER BY rowid")
    front.bind(1, back.after)
    var keys = [Double](repeating: 0, count: count)
    var failure: (any Error)?
    let items = [Item](unsafeUninitializedCapacity: count) { itemBuffer, initialized in
      keys.withUnsafeMutableBufferPointer { keyBuffer in
        guard let itemBase = itemBuffer.baseAddress, let keyBase = keyBuffer.baseAddress else {
          return
        }
        let fill = TwoEndedFill(items: itemBase, keys: keyBase, capacity: count)
        let backDone = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var backFailure: (any Error)?
        // A thread of its own rather than a pool's: were the pool's threads all blocked (a
        // busy test run), the reader would wait for one while this thread waits for it.
        let reader = Thread {
          backFailure = readBack(after: back.after, of: back.path, into: fill)
          backDone.signal()
        }
        reader.name = "store reader"
        reader.start()
        let frontFailure = sendItems(of: front, into: fill, at: .front)
        backDone.wait()
        failure = frontFailure ?? backFailure
        if failure == nil {
          initialized = fill.close()
        } else {
          fill.discard()
          initialized = 0
        }
      }
    }
    if let failure { throw failure }
    keys.removeLast(count - items.count)
    return (items, keys)
  }

  /// The back reader: the rows after rowid `after`, last to first, on a connection of its
  /// own to the file at `path`, which it closes before returning. Were it still open when
  /// the store closed, SQLite would keep it as a zombie, and the store's lock, released after
  /// it, could leave the file looking locked to the next open.
  private nonisolated static func readBack(
    after: Int, of path: String, into fill: TwoEndedFill
  ) -> (any Error)? {
    do {
      let connection = try SQLiteConnection(path: path)
      let select = try connection.prepare(selectItems + "WHERE rowid > ? ORDER BY rowid DESC")
      select.bind(1, after)
      return sendItems(of: select, into: fill, at: .back)
    } catch {
      return error
    }
  }

  /// Places the items of `select` at `end` of `fill`, a batch at a time; returns the error
  /// that ended the read early.
  private nonisolated static func sendItems(
    of select: SQLiteStatement, into fill: TwoEndedFill, at end: TwoEndedFill.End
  ) -> (any Error)? {
    var items: [Item] = []
    var keys: [Double] = []
    items.reserveCapacity(batchSize)
    keys.reserveCapacity(batchSize)
    do {
      while true {
        let hasRow = try select.step()
        if hasRow, let item = item(at: select) {
          items.append(item)
          keys.append(select.double(0))
        }
        guard !hasRow || items.count == batchSize else { continue }
        guard fill.place(items, keys: keys, at: end) else { throw Overflow() }
        if !hasRow { return nil }
        items.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
      }
    } catch {
      return error
    }
  }

  /// How many items a reader places at a time: enough that claiming room costs nothing per
  /// item.
  nonisolated static let batchSize = 2_048

  /// More rows than counted: the table changed while it was read, which the store's lock
  /// rules out but the read does not take on trust.
  private struct Overflow: Error, CustomStringConvertible {
    var description: String { "the items changed while they were read" }
  }

  /// The item of the row `select` is on, or `nil` for a row whose id is not 16 bytes.
  nonisolated static func item(at select: SQLiteStatement) -> Item? {
    guard let id = select.uuid(1) else { return nil }
    let color: Color? =
      select.isNull(3)
      ? nil
      : Color(
        name: select.text(3), red: select.double(4), green: select.double(5),
        blue: select.double(6))
    let status: Item.Status =
      select.isNull(7)
      ? .outOfStock(isOnBackOrder: select.int(8) != 0) : .inStock(quantity: select.int(7))
    return Item(id: id, name: select.text(2), color: color, status: status)
  }
}
