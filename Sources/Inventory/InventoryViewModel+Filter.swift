import TextEditing

/// Filtering the list as the filter text changes, and keeping the result right as rows come,
/// go and are renamed, without a pass over every row per keystroke where one can be avoided.
///
/// - A filter that extends the previous one (its folded text contains the old one's, as each
///   typed character makes it) is looked for among the previous matches only.
/// - Any other change (a deletion, a paste over it) scans every row once. ASCII names are
///   compared in place; other names are folded once and cached until renamed or removed.
/// - Adding, removing or renaming one row updates the result for that row alone.
///
/// After each change the highlight stays on a listed row: a highlighted row the filter hides
/// hands the highlight to the nearest listed row, and with nothing listed there is none (the
/// hidden row is remembered, so clearing the filter brings the highlight back near it).
extension InventoryViewModel {
  /// Called when the filter's text changed.
  func filterTextDidChange() {
    let newFilter = NameFilter(filter.text)
    let oldFilter = activeFilter
    activeFilter = newFilter
    let matches: [Int]?
    if let newFilter {
      if let oldFilter, let current = filterMatchesStorage, newFilter.narrows(oldFilter) {
        // The same folded text (a case change) keeps the same rows without a look at them.
        matches =
          newFilter.needle == oldFilter.needle ? current : narrowed(current, by: newFilter)
      } else {
        matches = allMatches(of: newFilter)
      }
    } else {
      matches = nil
    }
    if matches != filterMatchesStorage { mutateFilterMatches { $0 = matches } }
    keepHighlightListed()
    clampScrollOffset()
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }

  /// After the rows were replaced wholesale: filters them all again.
  func refilterAllRows() {
    guard let activeFilter else { return }
    let matches = allMatches(of: activeFilter)
    if matches != filterMatchesStorage { mutateFilterMatches { $0 = matches } }
  }

  /// After `row` was appended: lists it if it matches.
  func filterRowAppended(_ row: ItemRowViewModel) {
    guard let activeFilter, filterMatchesStorage != nil else { return }
    work.filterRowsVisited += 1
    if matches(row, activeFilter) { mutateFilterMatches { $0?.append(rows.count - 1) } }
  }

  /// After the row with `id` was removed from inventory position `position`: unlists it and
  /// moves the listed positions after it up by one.
  func filterRowRemoved(id: Item.ID, at position: Int) {
    foldedNames[id] = nil
    guard let matches = filterMatchesStorage else { return }
    let index = Self.lowerBound(of: position, in: matches)
    mutateFilterMatches { matches in
      guard var positions = matches.take() else { return }
      if index < positions.count, positions[index] == position { positions.remove(at: index) }
      for later in index..<positions.count { positions[later] -= 1 }
      matches = positions
    }
  }

  /// After `row`'s name changed: lists or unlists it, and moves the highlight off it if the
  /// filter now hides it.
  func filterRowRenamed(_ row: ItemRowViewModel) {
    foldedNames[row.id] = nil
    guard let activeFilter, let matches = filterMatchesStorage,
      let position = rows.index(id: row.id)
    else { return }
    work.filterRowsVisited += 1
    let index = Self.lowerBound(of: position, in: matches)
    let wasListed = index < matches.count && matches[index] == position
    let isListed = self.matches(row, activeFilter)
    guard wasListed != isListed else { return }
    mutateFilterMatches { matches in
      if isListed { matches?.insert(position, at: index) } else { matches?.remove(at: index) }
    }
    if !isListed, highlightedRowIDStorage == row.id {
      highlightAnchorID = row.id
      highlightedRowIDStorage = nearestListedRowID(to: position)
    }
    clampScrollOffset()
  }

  /// Moves a highlight the filter hides to the nearest listed row; brings back a highlight
  /// the filter had taken away, near the row it was on.
  func keepHighlightListed() {
    let newID: Item.ID?
    if let id = highlightedRowIDStorage {
      guard !isListed(id), let position = rows.index(id: id) else { return }
      highlightAnchorID = id
      newID = nearestListedRowID(to: position)
    } else if let anchor = highlightAnchorID, let position = rows.index(id: anchor) {
      newID = nearestListedRowID(to: position)
    } else {
      newID = listedRowID(atOrAfter: 0)
    }
    if newID != highlightedRowIDStorage { highlightedRowIDStorage = newID }
  }

  private func narrowed(_ candidates: [Int], by filter: NameFilter) -> [Int] {
    work.filterRowsVisited += candidates.count
    return candidates.filter { matches(rows[$0], filter) }
  }

  private func allMatches(of filter: NameFilter) -> [Int] {
    work.filterRowsVisited += rows.count
    var matches: [Int] = []
    for (position, row) in rows.enumerated() where self.matches(row, filter) {
      matches.append(position)
    }
    return matches
  }

  /// Whether `row`'s name passes `filter`: in place for ASCII names, through the cache of
  /// folded names for the others.
  private func matches(_ row: ItemRowViewModel, _ filter: NameFilter) -> Bool {
    let name = row.itemStorage.name
    let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      bytes.allSatisfy { $0 < 0x80 } ? filter.matchesASCII(bytes) : nil
    }
    if let result = ascii ?? nil { return result }
    if let folded = foldedNames[row.id] { return filter.matchesFolded(folded) }
    let folded = NameFilter.folded(name)
    foldedNames[row.id] = folded
    return filter.matchesFolded(folded)
  }
}
