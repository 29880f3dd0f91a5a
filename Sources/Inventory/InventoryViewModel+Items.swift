import Identity

extension InventoryViewModel {
  /// An inventory of the items `load` hands over one at a time, each with an order key: the
  /// items are in key order (ascending; equal keys in the order given), with the first one
  /// highlighted. What a launch from the store builds: the id index grows with the items, and
  /// `expectedCount` is room reserved up front (the store's count), so the index never
  /// rehashes (a growing index holds the old table beside the new one).
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
    var items = IdentifiedArray<Item>()
    items.reserveCapacity(expectedCount)
    var keys: [Double] = []
    keys.reserveCapacity(expectedCount)
    var isInKeyOrder = true
    try load { item, key in
      // The index entry is made here, while the item is fresh in the cache and, with a store
      // that reads on another thread, while the next items are being read.
      items.appendNew(item, id: item.id)
      if let last = keys.last, key < last { isInKeyOrder = false }
      keys.append(key)
    }
    if !isInKeyOrder {
      items = IdentifiedArray(
        uniqueElements: items.elements.ordered(byKeys: keys), ids: items.ids.ordered(byKeys: keys))
    }
    self.init(items: items, dependencies: dependencies)
  }
}
