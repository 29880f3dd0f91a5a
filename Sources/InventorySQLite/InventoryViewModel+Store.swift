import Identity
import Inventory

extension InventoryViewModel {
  /// An inventory of everything in `store`, as a launch builds it: the items read on two
  /// threads (see ``SQLiteInventoryStore/readItems()``), put in order, then indexed by id.
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
  /// ```
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  public convenience init(dependencies: Dependencies, reading store: SQLiteInventoryStore) throws {
    var (items, keys) = try store.readItems()
    items.sort(byKeys: keys)
    keys = []  // Let go before the index is built beside the items: 8 MB at 1,000,000.
    self.init(items: IdentifiedArray(uniqueElements: items), dependencies: dependencies)
  }
}
