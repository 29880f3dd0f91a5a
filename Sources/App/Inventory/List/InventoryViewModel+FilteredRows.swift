import Identity

/// The listed rows, read through the inventory's `ItemIndex` (see ``FilteredRows``).
extension InventoryViewModel {
  /// The rows the list shows: every row whose name contains the filter text, ignoring case
  /// and diacritics, in the order of ``sortOrder`` (without one, the inventory's).
  public var filteredRows: FilteredRows { FilteredRows(model: self) }

  var filteredRowCount: Int {
    itemIndex.listedCount(of: items.count)
  }

  func filteredRow(at position: Int) -> ItemRowViewModel {
    row(at: itemIndex.position(ofListed: position))
  }

  func filteredItem(at position: Int) -> Item {
    items[itemIndex.position(ofListed: position)]
  }

  func filteredIndex(of id: Item.ID) -> Int? {
    items.index(id: id).flatMap { itemIndex.listedIndex(ofPosition: $0) }
  }

  /// Whether the row with `id` is in the inventory and listed.
  func isListed(_ id: Item.ID) -> Bool {
    storedItems.index(id: id).flatMap { itemIndex.listedIndex(ofPosition: $0) } != nil
  }

  /// The row at `index` of the list, else the last listed row: the row that takes a removed
  /// row's place.
  func listedRowID(atListed index: Int) -> Item.ID? {
    itemIndex.listedPosition(atListed: index, itemCount: storedItems.count)
      .map { storedItems[$0].id }
  }

  /// The listed row at inventory position `position` or the first after it, else the last
  /// listed row, in the items' own order.
  func listedRowID(atOrAfter position: Int) -> Item.ID? {
    itemIndex.listedPosition(atOrAfter: position, itemCount: storedItems.count)
      .map { storedItems[$0].id }
  }

  /// The listed row nearest to inventory position `position` (the later one on a tie): where
  /// the highlight goes when its row is filtered out.
  func nearestListedRowID(to position: Int) -> Item.ID? {
    itemIndex.nearestListedPosition(to: position, itemCount: storedItems.count)
      .map { storedItems[$0].id }
  }
}
