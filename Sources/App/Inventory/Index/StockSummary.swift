/// The counts a header shows (``InventoryViewModel/summary``): how many items, how many in
/// stock, out of stock and on back order.
///
/// They are kept, not counted: each item added or removed, and each change of an item's stock
/// status, adds or takes away its share, so a change costs the same at 100,000 items as at
/// four. A launch counts them in one pass over the items.
public struct StockSummary: Hashable, Sendable {
  /// Every item.
  public internal(set) var items = 0
  /// Items in stock (with any quantity, 0 included).
  public internal(set) var inStock = 0
  /// Items out of stock, whether on back order or not.
  public internal(set) var outOfStock = 0
  /// Items out of stock and on back order (a part of ``outOfStock``).
  public internal(set) var onBackOrder = 0

  /// Counts in which nothing is counted yet.
  public init() {}

  /// The counts of `items`.
  init(counting items: some Sequence<Item>) {
    for item in items { count(item.status, by: 1) }
  }

  /// Adds (`by: 1`) or takes away (`by: -1`) one item with `status`.
  mutating func count(_ status: Item.Status, by delta: Int) {
    items += delta
    switch status {
    case .inStock: inStock += delta
    case .outOfStock(let isOnBackOrder):
      outOfStock += delta
      if isOnBackOrder { onBackOrder += delta }
    }
  }
}
