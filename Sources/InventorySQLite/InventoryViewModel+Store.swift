import Inventory

extension InventoryViewModel {
  /// An inventory of everything in `store`, as a launch builds it: room reserved for the
  /// store's count, and each item made into its row as the store's reader hands it over (see
  /// ``SQLiteInventoryStore/loadItems(_:)``).
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
  /// ```
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  public convenience init(dependencies: Dependencies, reading store: SQLiteInventoryStore) throws {
    try self.init(dependencies: dependencies, expectedCount: store.itemCount()) { add in
      try store.loadItems(add)
    }
  }
}
