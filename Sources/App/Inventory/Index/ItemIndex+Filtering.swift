import Identity

/// Which items the filter keeps, kept right as the filter text changes and as items come, go
/// and are renamed, without a pass over every item per keystroke where one can be avoided.
///
/// - A filter that extends the previous one (its folded text contains the old one's, as each
///   typed character makes it) is looked for among the previous matches only.
/// - Any other change (a deletion, a paste over it) tests every item once, through the names
///   folded on the filter's first use and kept since.
/// - Adding, removing or renaming one item updates the matches for that item alone.
///
/// The matches are in the list's order: ascending positions while the list is unsorted, the
/// sort order's otherwise (see `ItemIndex+Order.swift`).
extension ItemIndex {
  /// Filters `items` by `newFilter` (`nil`: keep every item).
  func refilter(to newFilter: NameFilter?, in items: IdentifiedArray<Item>) {
    let oldFilter = nameFilter
    nameFilter = newFilter
    guard let newFilter else {
      matches = nil
      return
    }
    if let oldFilter, let current = matches, newFilter.narrows(oldFilter) {
      // The same folded text (a case change) keeps the same items without a look at them.
      if newFilter.needle != oldFilter.needle {
        matches = self.matches(of: newFilter, among: current, in: items)
      }
    } else {
      matches = everyMatch(of: newFilter, in: items)
    }
  }

  /// After the items were replaced wholesale: folds their names afresh when next needed,
  /// sorts them again if the list is sorted and, while the filter is on, tests them all
  /// again now.
  func refilterAll(_ items: IdentifiedArray<Item>) {
    forgetItems()
    resortAll(items)
    guard let nameFilter else { return }
    matches = everyMatch(of: nameFilter, in: items)
  }

  /// After `item` was appended to `items`: folds its name if names are folded, puts it in
  /// the sort order, and lists it in its place if the filter keeps it.
  func itemAppended(_ item: Item, to items: IdentifiedArray<Item>) {
    foldedNames?.append(NameFilter.folded(item.name))
    let position = items.count - 1
    orderItemAppended(item, at: position)
    guard let nameFilter, matches != nil else { return }
    work.filterRowsVisited += 1
    if nameFilter.matches(folded: folded(items)[position]) {
      updateMatches { $0.insert(position, at: lowerBound(of: position, in: $0)) }
    }
  }

  /// When the item at `position` leaves the items: unlists it and takes it out of the order,
  /// moving the listed positions after it up by one, and forgets its folded name. It reads
  /// no item, so it may come before or after the removal.
  func itemRemoved(at position: Int) {
    updateMatches { matches in
      if let index = index(of: position, in: matches) { matches.remove(at: index) }
      Self.closeGap(at: position, in: &matches)
    }
    orderItemRemoved(at: position)
    foldedNames?.remove(at: position)
  }

  /// After the item at `position` of `items` changed from `old`: folds its name again if it
  /// was renamed, moves it to its place if its value in the sorted column changed, and lists
  /// or unlists it. Returns whether that changed the listed rows or their order.
  @discardableResult
  func itemChanged(at position: Int, from old: Item, in items: IdentifiedArray<Item>) -> Bool {
    let item = items[position]
    let isRenamed = item.name != old.name
    if isRenamed { foldedNames?[position] = NameFilter.folded(item.name) }
    let newKey = changedSortKey(of: item, at: position)
    let refilters = isRenamed && nameFilter != nil && matches != nil
    guard refilters || newKey != nil else { return false }
    // Out of the matches under the old key, so the binary search finds it.
    var wasListed = true
    updateMatches { matches in
      if let index = index(of: position, in: matches) {
        matches.remove(at: index)
      } else {
        wasListed = false
      }
    }
    if let newKey { moveInOrder(position, to: newKey) }
    var isListed = true
    if let nameFilter, matches != nil {
      work.filterRowsVisited += 1
      isListed = nameFilter.matches(folded: folded(items)[position])
      if isListed { updateMatches { $0.insert(position, at: lowerBound(of: position, in: $0)) } }
    }
    return newKey != nil || wasListed != isListed
  }

  /// The items `filter` keeps, every item tested, in the list's order.
  private func everyMatch(of filter: NameFilter, in items: IdentifiedArray<Item>) -> [Int] {
    if let order = order { return matches(of: filter, among: order, in: items) }
    return matches(of: filter, among: items.indices, in: items)
  }

  /// Those of `candidates` (positions in `items`, in the list's order) whose names `filter`
  /// keeps, in the same order.
  private func matches(
    of filter: NameFilter, among candidates: some Collection<Int>, in items: IdentifiedArray<Item>
  ) -> [Int] {
    work.filterRowsVisited += candidates.count
    let names = folded(items)
    var matches: [Int] = []
    for position in candidates where filter.matches(folded: names[position]) {
      matches.append(position)
    }
    return matches
  }
}
