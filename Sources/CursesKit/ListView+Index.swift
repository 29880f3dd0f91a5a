extension ListView {
  /// The index of `item` among all items, or `nil` when it is not in the list.
  ///
  /// The items a user acts on (the highlighted one, its neighbours, the rows on screen) are
  /// found by looking around the scroll position; only a lookup that misses there builds an
  /// index of every item, once per apply. So mounting or re-applying a list of 100,000 items
  /// hashes none of them.
  public func index(of item: ItemID) -> Int? {
    if let itemIndexCache { return itemIndexCache[item] }
    let visible = max(visibleRowCount, 1)
    let center = min(requestedOffset, items.count)
    let lower = max(center - 2 * visible, 0)
    let upper = min(center + 3 * visible, items.count)
    for index in lower..<upper where items[index] == item { return index }
    var index: [ItemID: Int] = [:]
    index.reserveCapacity(items.count)
    for (position, id) in items.enumerated() { index[id] = position }
    itemIndexCache = index
    return index[item]
  }
}
