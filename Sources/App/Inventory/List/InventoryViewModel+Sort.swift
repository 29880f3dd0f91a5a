/// Sorting the list by a column: the order is the model's (``InventoryViewModel/sortOrder``),
/// so every renderer lists the same rows in the same order, a swap keeps it, and a link
/// (`?sort=-name`) and the saved session carry it.
///
/// The highlight stays on its row wherever the sort takes it, and the list scrolls to keep it
/// in view. Adding, duplicating or editing an item puts its row in its place in the order.
///
/// ```swift
/// inventory.sortKeyPressed()              // by name, A to Z
/// inventory.reverseSortKeyPressed()       // by name, Z to A
/// inventory.sortHeaderTapped(.quantity)   // by stock, the fewest first
/// inventory.sortOrder = nil               // the order the items were added in
/// ```
extension InventoryViewModel {
  /// `s`: sorts by the next column (name, then stock, then colour, then the inventory's own
  /// order again), ascending.
  public func sortKeyPressed() {
    sortOrder = sortOrder.map { $0.nextColumn } ?? ItemSortOrder(.name)
  }

  /// `S`: the same column the other way (by name, Z to A, from the inventory's own order).
  public func reverseSortKeyPressed() {
    sortOrder = sortOrder?.reversed ?? ItemSortOrder(.name, isAscending: false)
  }

  /// A click on a column's header: sorts by it, or the other way when it is already sorted
  /// by it.
  public func sortHeaderTapped(_ column: ItemSortOrder.Column) {
    sortOrder = sortOrder?.toggled(toColumn: column) ?? ItemSortOrder(column)
  }

  /// Called when ``sortOrder`` changed: lists the rows in the new order and keeps the
  /// highlighted row in view.
  func sortOrderDidChange() {
    itemIndex.sort(by: sortOrder, in: storedItems)
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }
}
