import Identity

/// The listed items by position: how many, which is where, and which takes a hidden or
/// removed item's place. While the filter is on or the list sorted these are binary searches
/// in ``matches`` or ``order``; otherwise plain arithmetic on the item count.
extension ItemIndex {
  /// How many of `itemCount` items are listed.
  func listedCount(of itemCount: Int) -> Int {
    matches?.count ?? itemCount
  }

  /// The position in the items of the listed item at `index` of the list.
  func position(ofListed index: Int) -> Int {
    if let matches { return matches[index] }
    return order.map { $0[index] } ?? index
  }

  /// The index in the list of the item at `position`, or `nil` when it is not listed: a
  /// binary search in the listing by (key, position).
  func listedIndex(ofPosition position: Int) -> Int? {
    guard let listing = matches ?? order else { return position }
    return index(of: position, in: listing)
  }

  /// The position of the listed item at `index` of the list, or the last listed one when the
  /// list is shorter: the one that takes a removed item's place. `nil` with nothing listed.
  func listedPosition(atListed index: Int, itemCount: Int) -> Int? {
    let count = listedCount(of: itemCount)
    guard count > 0 else { return nil }
    return position(ofListed: Swift.min(Swift.max(index, 0), count - 1))
  }

  /// The listed item at `position` or the first after it, else the last listed item, in the
  /// items' own order: where the highlight goes when the items were replaced under an
  /// unsorted list. A position in the items, `nil` with nothing listed.
  func listedPosition(atOrAfter position: Int, itemCount: Int) -> Int? {
    guard let matches else {
      return itemCount == 0 ? nil : Swift.min(Swift.max(position, 0), itemCount - 1)
    }
    guard let last = matches.last else { return nil }
    let index = lowerBound(of: position, in: matches)
    return index < matches.count ? matches[index] : last
  }

  /// The listed item nearest to `position` (the later one on a tie), an item the filter
  /// hides: where the highlight goes when the filter hides its item. In a sorted list, the
  /// one listed after it, else the last.
  func nearestListedPosition(to position: Int, itemCount: Int) -> Int? {
    guard let matches else { return listedPosition(atOrAfter: position, itemCount: itemCount) }
    guard !matches.isEmpty else { return nil }
    let index = lowerBound(of: position, in: matches)
    if index == matches.count { return matches[index - 1] }
    if index == 0 || sortOrder != nil { return matches[index] }
    let (after, before) = (matches[index], matches[index - 1])
    return after - position <= position - before ? after : before
  }

  /// The ids of the listed items of `items`, in order: `items`' own list (no copy) while
  /// every item is listed.
  func listedIDs(of items: IdentifiedArray<Item>) -> [Item.ID] {
    guard let listing = matches ?? order else { return items.ids }
    work.idsListed += listing.count
    let allIDs = items.ids
    // A loop, not `map`: a closure made on the main actor is checked at every call.
    var ids: [Item.ID] = []
    ids.reserveCapacity(listing.count)
    for position in listing { ids.append(allIDs[position]) }
    return ids
  }
}
