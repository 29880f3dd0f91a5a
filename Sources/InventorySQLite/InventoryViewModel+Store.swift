import Identity
import Inventory

extension InventoryViewModel {
  /// An inventory of everything in `store`, as a launch builds it: the items read on two
  /// threads and put in order (see ``SQLiteInventoryStore/loadItems()``), then indexed by id.
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies, reading: store)
  /// ```
  ///
  /// - Throws: ``StoreError`` when the items cannot be read.
  public convenience init(dependencies: Dependencies, reading store: SQLiteInventoryStore) throws {
    self.init(
      items: IdentifiedArray(uniqueElements: try store.loadItems()), dependencies: dependencies)
  }
}
