/// The model's own changes to its rows, one row at a time: add, duplicate and delete.
///
/// Assigning ``InventoryViewModel/inventory`` compares every old row with every new one; these
/// know which row changed, so they change the stored rows in place (no copy of a 100,000-row
/// array) and adopt, release, count and commit that row only. What they leave behind is what
/// `inventoryDidChange(from:)` would: the same rows, commit, highlight, scroll offset and
/// route.
extension InventoryViewModel {
  /// Appends `row` (unless a row with its id is there) and commits the insertion.
  func appendRow(_ row: ItemRowViewModel) {
    let previousID = rows.last?.id
    guard rows.append(row).inserted else { return }
    adopt(row)
    summaryDidChange()
    filterRowAppended(row)
    commit([.insert(row.itemStorage, after: previousID)])
    clampScrollOffset()
    // Every row but the open one has no route; the new row has one only if made with it.
    if row.routeStorage != nil || route?.rowID == row.id { pushRouteToRows(ids: [row.id]) }
  }

  /// Removes the row with `id`, if any, and commits the deletion; a highlight on it moves to
  /// the listed row that takes its place (the one before when it was last), and its open
  /// screen closes.
  func removeRow(id: Item.ID) {
    guard let index = rows.index(id: id) else { return }
    let row = rows.remove(at: index)
    if row.membership === membership {
      release(row)
      summaryDidChange()
    }
    filterRowRemoved(at: index)
    commit([.delete(id)])
    if highlightedRowIDStorage == id { highlightedRowIDStorage = listedRowID(atOrAfter: index) }
    clampScrollOffset()
    if route?.rowID == id { route = nil }
  }
}
