import Identity

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
  /// at the peak), and the id index grows with the rows. `expectedCount` is room reserved up
  /// front (the store's count), so the index never rehashes.
  ///
  /// ```swift
  /// let inventory = try InventoryViewModel(
  ///   dependencies: dependencies, expectedCount: store.itemCount()
  /// ) { add in
  ///   try store.loadItems(add)
  /// }
  /// ```
  ///
  /// - Precondition: no two items share an id.
  public convenience init(
    dependencies: Dependencies = .live,
    expectedCount: Int = 0,
    loading load: (_ add: (Item, _ orderKey: Double) -> Void) throws -> Void
  ) rethrows {
    var rows = IdentifiedArray<ItemRowViewModel>()
    rows.reserveCapacity(expectedCount)
    var keys: [Double] = []
    keys.reserveCapacity(expectedCount)
    var isInKeyOrder = true
    try load { item, key in
      // The index entry is made here, while the row and its id are fresh in the cache and,
      // with a store that reads on another thread, while the next items are being read.
      rows.appendNew(ItemRowViewModel(joining: item), id: item.id)
      if let last = keys.last, key < last { isInKeyOrder = false }
      keys.append(key)
    }
    if !isInKeyOrder {
      // Rows are references: putting them in order moves pointers, not items.
      rows = IdentifiedArray(
        uniqueElements: rows.elements.ordered(byKeys: keys), ids: rows.ids.ordered(byKeys: keys))
    }
    self.init(inventory: rows, dependencies: dependencies)
  }
}
