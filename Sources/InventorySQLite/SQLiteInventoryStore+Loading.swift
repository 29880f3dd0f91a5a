import Foundation
import Inventory

/// Reading every item, on a thread of its own while the caller takes them.
extension SQLiteInventoryStore {
  /// Hands every stored item to `add` with its order key, in the table's order: the items'
  /// order is the keys' (ascending; equal keys in the order given). For building rows as the
  /// items are read, with no array of all the items beside them (see
  /// `InventoryViewModel.init(dependencies:reading:)`).
  ///
  /// The table's order, not the keys': walking the position index visits the table's pages
  /// out of order and costs three times a plain scan (100,000 rows: about 100 ms against 35),
  /// and rows are mostly appended, so the two orders usually agree.
  ///
  /// The rows are read and decoded on another thread, a batch at a time, and `add` runs on
  /// the caller's, so building each row overlaps reading the next ones. The statement is
  /// handed over whole: this method does not touch the connection until the reader is done,
  /// and returns only then.
  public func loadItems(_ add: (Item, _ orderKey: Double) -> Void) throws(StoreError) {
    let select: SQLiteStatement
    do {
      select = try statement(
        "SELECT position, id, name, color_name, color_red, color_green, color_blue, quantity, "
          + "is_on_back_order FROM items ORDER BY rowid")
    } catch {
      throw StoreError(path: path, sqlite: error)
    }
    defer { select.reset() }
    let batches = ItemBatches(capacity: 4)
    let handoff = Handoff(select)
    // A thread of its own rather than a pool's: were the pool's threads all blocked (a busy
    // test run), the reader would wait for one while this thread waits for the reader.
    let reader = Thread { Self.read(handoff, into: batches) }
    reader.name = "store reader"
    reader.start()
    while true {
      switch batches.receive() {
      case .items(let items, let keys):
        for index in items.indices { add(items[index], keys[index]) }
      case .finished(let error):
        if let error { throw StoreError(path: path, sqlite: error) }
        return
      }
    }
  }

  /// How many items the reader sends at a time: enough that the hand-over costs nothing per
  /// item, few enough that the first rows are built at once.
  nonisolated static let batchSize = 2_048

  /// Steps the handed-over statement to its end on the calling thread, sending its items in
  /// batches, and lets go of the statement before it says it has finished. Were the reader
  /// still holding it then, the store could close while the statement lived on: SQLite keeps
  /// such a connection open as a zombie, and the store's lock descriptor, closed after it,
  /// would drop the zombie's file locks (POSIX locks belong to the process, not the
  /// descriptor); the next open of the file then found it locked.
  private nonisolated static func read(
    _ handoff: Handoff<SQLiteStatement>, into batches: ItemBatches
  ) {
    let failure = sendItems(of: handoff.take(), into: batches)
    batches.send(.finished(failure))
  }

  /// Sends the items of `select` in batches; returns the error that ended the read early.
  private nonisolated static func sendItems(
    of select: SQLiteStatement?, into batches: ItemBatches
  ) -> SQLiteError? {
    guard let select else { return nil }
    var items: [Item] = []
    var keys: [Double] = []
    items.reserveCapacity(batchSize)
    keys.reserveCapacity(batchSize)
    do {
      while try select.step() {
        guard let item = item(at: select) else { continue }
        items.append(item)
        keys.append(select.double(0))
        if items.count == batchSize {
          batches.send(.items(items, keys: keys))
          items.removeAll(keepingCapacity: true)
          keys.removeAll(keepingCapacity: true)
        }
      }
      if !items.isEmpty { batches.send(.items(items, keys: keys)) }
      return nil
    } catch {
      return error
    }
  }

  /// The item of the row `select` is on, or `nil` for a row whose id is not 16 bytes.
  private nonisolated static func item(at select: SQLiteStatement) -> Item? {
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

/// A value passed to another thread while its sender leaves it alone until that thread is
/// done: the one place the store's statement crosses threads (see
/// `SQLiteInventoryStore.loadItems(_:)`). The receiving thread takes it out, so that it holds
/// the value only as long as it uses it.
private final class Handoff<Value>: @unchecked Sendable {
  private var value: Value?
  init(_ value: Value) { self.value = value }

  /// The value, which the handoff no longer holds.
  func take() -> Value? {
    defer { value = nil }
    return value
  }
}
