/// The counts a header shows: how many items, how many in stock, out of stock and on back
/// order.
///
/// They are kept, not counted: each row joining or leaving the inventory, and each change of
/// a row's stock status, adds or takes away its share, so a change costs the same at 100,000
/// items as at four, and the launch's one pass over the rows counts them on the way.
extension InventoryViewModel {
  /// How many items are in each stock state.
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

  /// The counts of ALL items of the inventory, whatever the filter lists: the header says
  /// how much there is, while the list shows what matches. Up to date after every change, in
  /// constant time per change.
  public var summary: StockSummary {
    access(keyPath: \.summary)
    return summaryStorage
  }

  /// Tells observers of ``summary`` that a change has been counted. Called once per change,
  /// not per row: the launch and wholesale replacements count many rows in one go.
  func summaryDidChange() {
    withMutation(keyPath: \.summary) {}
  }

  /// Called by a row of this inventory after its item's stock status changed.
  func rowStatusDidChange(_ row: ItemRowViewModel, from oldStatus: Item.Status) {
    guard row.parent === self else { return }
    summaryStorage.count(oldStatus, by: -1)
    summaryStorage.count(row.statusStorage, by: 1)
    summaryDidChange()
  }
}
