extension ListView {
  /// The index of `item` among all items, or `nil` when it is not in the list.
  ///
  /// The items a user acts on (the highlighted one, its neighbours, the rows on screen) are
  /// found by looking around the scroll position; only a lookup that misses there builds an
  /// index of every item, once per apply. So mounting or re-applying a list of 100,000 items
  /// hashes none of them. An ``indexProvider`` (the model's own index) is asked first, so
  /// even a highlight far from the screen (the row just added at the end) is found, and a list
  /// with one never builds that index.
  public func index(of item: ItemID) -> Int? {
    // The owner's index answers in constant time; checked, since it may be ahead of the items
    // last applied (an item it has and the list has not yet is simply not found).
    let provided = indexProvider?(item)
    if let index = provided, items.indices.contains(index), items[index] == item {
      return index
    }
    if let itemIndexCache { return itemIndexCache[item] }
    let visible = max(visibleRowCount, 1)
    let center = min(requestedOffset, items.count)
    let lower = max(center - 2 * visible, 0)
    let upper = min(center + 3 * visible, items.count)
    for index in lower..<upper where items[index] == item { return index }
    // Until the next apply, an owner's item is at most a few places from where the owner has
    // it (one row added or removed above it).
    if indexProvider != nil {
      guard let provided else { return nil }
      // Clamped both ways: a stale owner may answer far past the end, or below 0.
      let clamped = min(max(provided, -3), items.count + 3)
      let lower = min(max(clamped - 2, 0), items.count)
      let upper = max(min(clamped + 3, items.count), lower)
      return (lower..<upper).first { items[$0] == item }
    }
    var index: [ItemID: Int] = [:]
    index.reserveCapacity(items.count)
    for (position, id) in items.enumerated() { index[id] = position }
    itemIndexCache = index
    return index[item]
  }

  /// `offset` clamped so the window is full when it can be and shows the highlighted row.
  func clampedOffset(_ offset: Int) -> Int {
    let visible = max(visibleRowCount, 1)
    var first = min(max(offset, 0), max(rowCount - visible, 0))
    if let row = highlightedRow {
      if row < first { first = row }
      if row >= first + visible { first = row - visible + 1 }
    }
    return first
  }

  /// The row of the highlighted item, if it is in the list.
  var highlightedRow: Int? {
    guard let item = highlightedItem else { return nil }
    if let hint = highlightedIndexHint, items.indices.contains(hint), items[hint] == item {
      return row(ofItemAt: hint)
    }
    return index(of: item).map { row(ofItemAt: $0) }
  }
}
