import Identity

/// The listed items by position: how many, which is where, and which takes a hidden or
/// removed item's place. While the filter is on these are binary searches in ``matches``;
/// while it keeps every item, plain arithmetic on the item count.
extension ItemIndex {
  /// How many of `itemCount` items are listed.
  func listedCount(of itemCount: Int) -> Int {
    matches?.count ?? itemCount
  }

  /// The position in the items of the listed item at `index` of the list.
  func position(ofListed index: Int) -> Int {
    matches.map { $0[index] } ?? index
  }

  /// The index in the list of the item at `position`, or `nil` when it is not listed.
  func listedIndex(ofPosition position: Int) -> Int? {
    guard let matches else { return position }
    let index = Self.lowerBound(of: position, in: matches)
    return index < matches.count && matches[index] == position ? index : nil
  }

  /// The listed item at `position` or the first after it, else the last listed item: the one
  /// that takes a removed item's place. A position in the items, `nil` with nothing listed.
  func listedPosition(atOrAfter position: Int, itemCount: Int) -> Int? {
    guard let matches else {
      return itemCount == 0 ? nil : Swift.min(Swift.max(position, 0), itemCount - 1)
    }
    guard let last = matches.last else { return nil }
    let index = Self.lowerBound(of: position, in: matches)
    return index < matches.count ? matches[index] : last
  }

  /// The listed item nearest to `position` (the later one on a tie): where the highlight
  /// goes when its item is filtered out.
  func nearestListedPosition(to position: Int, itemCount: Int) -> Int? {
    guard let matches else { return listedPosition(atOrAfter: position, itemCount: itemCount) }
    guard !matches.isEmpty else { return nil }
    let index = Self.lowerBound(of: position, in: matches)
    if index == matches.count { return matches[index - 1] }
    if index == 0 { return matches[0] }
    let (after, before) = (matches[index], matches[index - 1])
    return after - position <= position - before ? after : before
  }

  /// The ids of the listed items of `items`, in order: `items`' own list (no copy) while
  /// every item is listed.
  func listedIDs(of items: IdentifiedArray<Item>) -> [Item.ID] {
    guard let matches else { return items.ids }
    work.idsListed += matches.count
    let allIDs = items.ids
    // A loop, not `map`: a closure made on the main actor is checked at every call.
    var ids: [Item.ID] = []
    ids.reserveCapacity(matches.count)
    for position in matches { ids.append(allIDs[position]) }
    return ids
  }

  /// The first index of `sorted` whose value is at least `value`.
  static func lowerBound(of value: Int, in sorted: [Int]) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
