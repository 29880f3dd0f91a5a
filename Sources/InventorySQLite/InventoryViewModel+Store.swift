import Inventory

extension InventoryViewModel {
  /// An inventory of everything in `store`, as a launch builds it: the items read on two
  /// threads (see ``SQLiteInventoryStore/readItems()``), put in order, then indexed by id
  /// from the hash values the readers worked out.
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
  /// ```
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  public convenience init(dependencies: Dependencies, reading store: SQLiteInventoryStore) throws {
    self.init(items: try store.readItems().identifiedInKeyOrder(), dependencies: dependencies)
  }
}
