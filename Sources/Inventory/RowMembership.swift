/// The link from the rows of one ``InventoryViewModel`` back to it, shared by all its rows.
///
/// A `weak` reference in every row would give each of 100,000 row objects its own side table
/// (an allocation per row, and a second object to free); one shared box with the one weak
/// reference costs a retain per row instead. A row leaving the inventory drops the box.
@MainActor
final class RowMembership {
  /// The inventory the rows belong to; `nil` once it is gone.
  weak var inventory: InventoryViewModel?
  /// The inventory's dependencies, which its rows use: kept here so a row reads them without
  /// loading the weak reference, and keeps them if it outlives the inventory.
  let dependencies: Dependencies

  init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }
}
