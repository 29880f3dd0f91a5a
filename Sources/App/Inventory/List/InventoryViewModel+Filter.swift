import TextEditing

/// Filtering the list as the filter text changes, through the inventory's ``ItemIndex``
/// (which finds the matches without a pass over every row per keystroke where one can be
/// avoided), and keeping the highlight on a listed row.
///
/// After each change a highlighted row the filter hides hands the highlight to the nearest
/// listed row, and with nothing listed there is none (the hidden row is remembered, so
/// clearing the filter brings the highlight back near it).
extension InventoryViewModel {
  /// Called when the filter's text changed.
  func filterTextDidChange() {
    itemIndex.refilter(to: NameFilter(filter.text), in: storedItems)
    keepHighlightListed()
    clampScrollOffset()
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }

  /// After the item at `position` changed from `old`: lists or unlists its row (a rename),
  /// moves it to its place (a change in the sorted column), moves the highlight off it if
  /// the filter now hides it (or onto it if it is the only row listed), and keeps the
  /// highlighted row in view.
  func listItemChanged(at position: Int, from old: Item) {
    guard itemIndex.itemChanged(at: position, from: old, in: storedItems) else { return }
    // Off a row the filter now hides; onto the first row listed when there was none.
    keepHighlightListed()
    clampScrollOffset()
    if sortOrder != nil { scrollToHighlightedRow(visibleRowCount: pageSize + 1) }
  }

  /// Moves a highlight the filter hides to the nearest listed row; brings back a highlight
  /// the filter had taken away, near the row it was on.
  func keepHighlightListed() {
    let newID: Item.ID?
    if let id = highlightedRowIDStorage {
      guard !isListed(id), let position = storedItems.index(id: id) else { return }
      highlightAnchorID = id
      newID = nearestListedRowID(to: position)
    } else if let anchor = highlightAnchorID, let position = storedItems.index(id: anchor) {
      newID = nearestListedRowID(to: position)
    } else {
      newID = listedRowID(atListed: 0)
    }
    if newID != highlightedRowIDStorage { highlightedRowIDStorage = newID }
  }
}
