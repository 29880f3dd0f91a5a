import Dispatch
import Foundation
import Identity
import Inventory
import Synchronization

/// Every item of a store, being read on threads of their own while the caller goes on (see
/// ``SQLiteInventoryStore/startLoadingItems()``): a launch draws its first frame from the
/// first items meanwhile, then takes them all with ``wait()``.
///
/// The threads read the table's two halves on connections of their own, put the items in
/// order and index them by id, so ``wait()`` only hands over the finished inventory. They
/// close their connections before ``wait()`` returns, so the store may close after it.
///
/// ```swift
/// let load = try store.startLoadingItems()
/// let first = try store.readFirstItems(40)  // meanwhile, on the store's own connection
/// let items = try load.wait()              // all of them, in order
/// ```
public final class ItemsLoad: Sendable {
  /// How many items are being read.
  public let count: Int
  private let result = Mutex<Result<IdentifiedArray<Item>, StoreError>?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts reading the `count` items of the file at `path`, split at rowid `middle`.
  init(path: String, count: Int, middle: Int) {
    self.count = count
    let thread = Thread { [self] in
      let outcome = Self.read(path: path, count: count, middle: middle)
      result.withLock { $0 = outcome }
      finished.signal()
    }
    thread.name = "store loader"
    thread.start()
  }

  /// Waits for the items, then returns them in order, indexed by id; call it once.
  ///
  /// - Throws: ``StoreError`` when they could not be read.
  public func wait() throws(StoreError) -> IdentifiedArray<Item> {
    finished.wait()
    let outcome = result.withLock { outcome in
      defer { outcome = nil }
      return outcome
    }
    guard let outcome else { preconditionFailure("ItemsLoad.wait() called twice") }
    return try outcome.get()
  }

  /// Reads, sorts and indexes, on the loader's thread.
  private static func read(path: String, count: Int, middle: Int) -> Result<
    IdentifiedArray<Item>, StoreError
  > {
    do {
      let connection = try SQLiteConnection(path: path)
      var (items, keys) = try SQLiteInventoryStore.read(
        count: count, front: connection, back: (path, middle))
      items.sort(byKeys: keys)
      keys = []
      return .success(IdentifiedArray(uniqueElements: items))
    } catch {
      return .failure(StoreError(path: path, reading: error))
    }
  }
}
