/// The model's own changes to its items, one at a time: add, duplicate, delete and a row's
/// save or rename. Each keeps the filter's matches and the sort order for that item alone.
///
/// Assigning ``InventoryViewModel/items`` compares every old item with every new one; these
/// know which item changed, so they change the stored items in place (no copy of a
/// 100,000-item array) and count, filter and commit that item only. What they leave behind is
/// what `replaceItems(with:)` would: the same items, commit, highlight, scroll offset and
/// route.
extension InventoryViewModel {
  /// Appends `item` (unless an item with its id is there) and commits the insertion.
  func appendItem(_ item: Item) {
    let previousID = storedItems.last?.id
    guard storedItems.append(item).inserted else { return }
    itemIndex.countName(item.name, by: 1)
    summary.count(item.status, by: 1)
    itemIndex.itemAppended(item, to: storedItems)
    commit([.insert(item, after: previousID)])
    clampScrollOffset()
  }

  /// Removes the item with `id`, if any, and commits the deletion; a highlight on it moves to
  /// the listed row that takes its place (the one before when it was last), its open screen
  /// closes and its row's view model leaves the inventory.
  func removeItem(id: Item.ID) {
    guard let index = storedItems.index(id: id) else { return }
    let listedIndex = itemIndex.listedIndex(ofPosition: index)
    let item = storedItems.remove(at: index)
    itemIndex.countName(item.name, by: -1)
    summary.count(item.status, by: -1)
    itemIndex.itemRemoved(at: index)
    commit([.delete(id)])
    if highlightedRowIDStorage == id {
      highlightedRowIDStorage = listedIndex.flatMap { listedRowID(atListed: $0) }
    }
    clampScrollOffset()
    if route?.rowID == id { route = nil }
    if let row = rowModels.row(id: id) { detach(row) }
  }

  /// Called by a row of this inventory after its item changed: stores the new item, keeps
  /// the name counts, the filter and the summary, and commits the update.
  func rowItemDidChange(_ row: ItemRowViewModel) {
    guard !rowModels.isWritingToRows, owns(row), let position = storedItems.index(id: row.id) else {
      return
    }
    let old = storedItems[position]
    let new = row.item
    guard new != old else { return }
    storedItems[id: row.id] = new
    if new.name != old.name {
      itemIndex.countName(old.name, by: -1)
      itemIndex.countName(new.name, by: 1)
    }
    listItemChanged(at: position, from: old)
    if new.status != old.status {
      summary.count(old.status, by: -1)
      summary.count(new.status, by: 1)
    }
    commit([.update(new)])
  }
}
