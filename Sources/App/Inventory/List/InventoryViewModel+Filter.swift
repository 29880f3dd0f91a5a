import TextEditing

/// Filtering the list as the filter text changes, and keeping the result right as rows come,
/// go and are renamed, without a pass over every row per keystroke where one can be avoided.
///
/// - A filter that extends the previous one (its folded text contains the old one's, as each
///   typed character makes it) is looked for among the previous matches only.
/// - Any other change (a deletion, a paste over it) scans every row once, through the rows'
///   names folded on the filter's first use and kept since (``ItemIndex``).
/// - Adding, removing or renaming one row updates the result for that row alone.
///
/// After each change the highlight stays on a listed row: a highlighted row the filter hides
/// hands the highlight to the nearest listed row, and with nothing listed there is none (the
/// hidden row is remembered, so clearing the filter brings the highlight back near it).
extension InventoryViewModel {
  /// Called when the filter's text changed.
  func filterTextDidChange() {
    let newFilter = NameFilter(filter.text)
    let oldFilter = itemIndex.nameFilter
    itemIndex.nameFilter = newFilter
    let matches: [Int]?
    if let newFilter {
      if let oldFilter, let current = filterMatches, newFilter.narrows(oldFilter) {
        // The same folded text (a case change) keeps the same rows without a look at them.
        matches =
          newFilter.needle == oldFilter.needle ? current : narrowed(current, by: newFilter)
      } else {
        matches = allMatches(of: newFilter)
      }
    } else {
      matches = nil
    }
    if matches != filterMatches { filterMatches = matches }
    keepHighlightListed()
    clampScrollOffset()
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }

  /// After the rows were replaced wholesale: folds their names afresh when the filter next
  /// needs them, and filters them all again now if it is on.
  func refilterAllRows() {
    itemIndex.forgetItems()
    guard let activeFilter = itemIndex.nameFilter else { return }
    let matches = allMatches(of: activeFilter)
    if matches != filterMatches { filterMatches = matches }
  }

  /// After `item` was appended: folds its name if names are folded, and lists it if it
  /// matches.
  func filterItemAppended(_ item: Item) {
    itemIndex.itemAppended(item)
    guard let activeFilter = itemIndex.nameFilter, filterMatches != nil else { return }
    reportWork(.filterRowVisited)
    let position = storedItems.count - 1
    if itemIndex.filter(activeFilter, keeps: position, in: storedItems) {
      filterMatches?.append(position)
    }
  }

  /// After the item at position `position` was removed: forgets its folded name, unlists it
  /// and moves the listed positions after it up by one.
  func filterItemRemoved(at position: Int) {
    itemIndex.itemRemoved(at: position)
    guard filterMatches != nil else { return }
    removeMatch(ofRemovedPosition: position, from: &filterMatches!)
  }

  /// Takes `position` out of `matches` and moves the later positions up by one: in place, as
  /// the caller passes the stored matches.
  private func removeMatch(ofRemovedPosition position: Int, from matches: inout [Int]) {
    let index = Self.lowerBound(of: position, in: matches)
    if index < matches.count, matches[index] == position { matches.remove(at: index) }
    for later in index..<matches.count { matches[later] -= 1 }
  }

  /// After the name of the item at `position` changed: folds it again, lists or unlists its
  /// row, and moves the highlight off it if the filter now hides it.
  func filterItemRenamed(at position: Int) {
    let item = storedItems[position]
    itemIndex.itemRenamed(at: position, to: item.name)
    guard let activeFilter = itemIndex.nameFilter, let matches = filterMatches else { return }
    reportWork(.filterRowVisited)
    let index = Self.lowerBound(of: position, in: matches)
    let wasListed = index < matches.count && matches[index] == position
    let isListed = itemIndex.filter(activeFilter, keeps: position, in: storedItems)
    guard wasListed != isListed else { return }
    if isListed {
      filterMatches?.insert(position, at: index)
    } else {
      filterMatches?.remove(at: index)
    }
    if !isListed, highlightedRowIDStorage == item.id {
      highlightAnchorID = item.id
      highlightedRowIDStorage = nearestListedRowID(to: position)
    }
    clampScrollOffset()
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
      newID = listedRowID(atOrAfter: 0)
    }
    if newID != highlightedRowIDStorage { highlightedRowIDStorage = newID }
  }

  private func narrowed(_ candidates: [Int], by filter: NameFilter) -> [Int] {
    reportWork(.filterRowVisited, candidates.count)
    return itemIndex.matches(of: filter, among: candidates, in: storedItems)
  }

  private func allMatches(of filter: NameFilter) -> [Int] {
    reportWork(.filterRowVisited, storedItems.count)
    return itemIndex.matches(of: filter, in: storedItems)
  }
}
