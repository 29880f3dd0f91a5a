extension InventoryViewModel {
  /// An inventory of a row for each of `items`, in order, with the first row highlighted:
  /// what a launch builds from the stored items.
  ///
  /// The rows and their id index are built here, inside `Inventory`, where the generic
  /// `IdentifiedArray` code is specialised for ``ItemRowViewModel``.
  ///
  /// ```swift
  /// let inventory = InventoryViewModel(items: try store.loadItems(), dependencies: dependencies)
  /// ```
  ///
  /// - Precondition: no two items share an id.
  public convenience init(items: [Item], dependencies: Dependencies = .live) {
    var rows: [ItemRowViewModel] = []
    rows.reserveCapacity(items.count)
    for item in items { rows.append(ItemRowViewModel(joining: item)) }
    self.init(inventory: IdentifiedArray(uniqueElements: rows), dependencies: dependencies)
  }
}
