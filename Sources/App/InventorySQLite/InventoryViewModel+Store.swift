import Identity
import Inventory

extension InventoryViewModel {
  /// An inventory of everything in `store`, as a launch builds it: the items read on two
  /// threads, put in order and indexed by id (see ``SQLiteInventoryStore/startLoadingItems()``).
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
  /// ```
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  public convenience init(dependencies: Dependencies, reading store: SQLiteInventoryStore) throws {
    self.init(items: try store.startLoadingItems().wait(), dependencies: dependencies)
  }
}
