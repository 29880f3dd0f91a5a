import Identity

/// Which items the filter keeps, kept right as the filter text changes and as items come, go
/// and are renamed, without a pass over every item per keystroke where one can be avoided.
///
/// - A filter that extends the previous one (its folded text contains the old one's, as each
///   typed character makes it) is looked for among the previous matches only.
/// - Any other change (a deletion, a paste over it) tests every item once, through the names
///   folded on the filter's first use and kept since.
/// - Adding, removing or renaming one item updates the matches for that item alone.
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
      matches = self.matches(of: newFilter, among: items.indices, in: items)
    }
  }

  /// After the items were replaced wholesale: folds their names afresh when next needed and,
  /// while the filter is on, tests them all again now.
  func refilterAll(_ items: IdentifiedArray<Item>) {
    forgetItems()
    guard let nameFilter else { return }
    matches = matches(of: nameFilter, among: items.indices, in: items)
  }

  /// After `item` was appended to `items`: folds its name if names are folded, and lists it
  /// if the filter keeps it.
  func itemAppended(_ item: Item, to items: IdentifiedArray<Item>) {
    foldedNames?.append(NameFilter.folded(item.name))
    guard let nameFilter, matches != nil else { return }
    let position = items.count - 1
    work.filterRowsVisited += 1
    if nameFilter.matches(folded: folded(items)[position]) {
      updateMatches { $0.append(position) }
    }
  }

  /// After the item at `position` was removed: forgets its folded name, unlists it and moves
  /// the listed positions after it up by one.
  func itemRemoved(at position: Int) {
    foldedNames?.remove(at: position)
    updateMatches { matches in
      let index = Self.lowerBound(of: position, in: matches)
      if index < matches.count, matches[index] == position { matches.remove(at: index) }
      for later in index..<matches.count { matches[later] -= 1 }
    }
  }

  /// After the item at `position` of `items` was renamed: folds its name again and lists or
  /// unlists it. Returns whether that changed the listed items.
  @discardableResult
  func itemRenamed(at position: Int, in items: IdentifiedArray<Item>) -> Bool {
    foldedNames?[position] = NameFilter.folded(items[position].name)
    guard let nameFilter, let current = matches else { return false }
    work.filterRowsVisited += 1
    let index = Self.lowerBound(of: position, in: current)
    let wasListed = index < current.count && current[index] == position
    let isListed = nameFilter.matches(folded: folded(items)[position])
    guard wasListed != isListed else { return false }
    updateMatches { matches in
      if isListed { matches.insert(position, at: index) } else { matches.remove(at: index) }
    }
    return true
  }

  /// Those of `candidates` (positions in `items`, ascending) whose names `filter` keeps.
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
