import Foundation
import Identity
import Inventory

/// Every item of a store as its readers left them (see
/// ``SQLiteInventoryStore/readItems()``): in the table's order, each with its order key, its
/// id and its id's hash value, which the readers worked out on their threads so that the id
/// index can be built without hashing again.
///
/// ```swift
/// let items = try store.readItems().identifiedInKeyOrder()  // IdentifiedArray<Item>
/// ```
public struct StoredItems: Sendable {
  /// The items.
  public var items: [Item] = []
  /// Each item's order key: the items' order is the keys', ascending.
  public var orderKeys: [Double] = []
  /// Each item's id.
  public var ids: [Item.ID] = []
  /// Each id's `hashValue` in this process.
  public var idHashValues: [Int] = []

  /// The items in key order, indexed by id from the hash values read with them: what a
  /// launch keeps. The keys are let go before the index is built, as it does not need them
  /// (8 MB at 1,000,000 items off the launch's peak).
  public consuming func identifiedInKeyOrder() -> IdentifiedArray<Item> {
    putInKeyOrder()
    orderKeys = []
    return IdentifiedArray(uniqueElements: items, ids: ids, idHashValues: idHashValues)
  }

  /// Puts everything in the order of the keys, equal keys in their present order, in place.
  public mutating func putInKeyOrder() {
    guard let order = orderKeys.ascendingOrder() else { return }
    items.rearrange(by: order)
    orderKeys.rearrange(by: order)
    ids.rearrange(by: order)
    idHashValues.rearrange(by: order)
  }
}
