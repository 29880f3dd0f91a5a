import Identity

/// The list's sort order: every position in the order the list shows, kept right as items
/// come, go and change, so a row moves into its place without a sort of every item.
///
/// - Sorting (or a new direction) reads every item's key once and sorts the positions; the
///   filter's matches are put in the same order.
/// - Adding an item reads its key and inserts it by a binary search; removing one finds it
///   by a binary search and moves the later positions up by one.
/// - An edit that changes the sorted column's value takes the row out under its old key and
///   puts it back under its new one.
///
/// Items with equal keys keep the items' own order, either way the column runs, so the order
/// is total: a row's place is found by a binary search on (key, position).
extension ItemIndex {
  /// Sorts the list by `newOrder` (`nil`: the items' own order).
  func sort(by newOrder: ItemSortOrder?, in items: IdentifiedArray<Item>) {
    let keysChange = newOrder?.column != sortOrder?.column
    setSortOrder(newOrder)
    guard let newOrder else {
      sortKeys = []
      order = nil
      updateMatches { $0.sort() }
      return
    }
    if keysChange || sortKeys.count != items.count {
      sortKeys = Self.keys(of: items, by: newOrder)
      work.sortKeysRead += items.count
    }
    order = sortedPositions(Array(items.indices))
    updateMatches { $0 = sortedPositions($0) }
  }

  /// After the items were replaced wholesale: reads every key again and sorts again.
  func resortAll(_ items: IdentifiedArray<Item>) {
    guard let sortOrder else { return }
    sortKeys = Self.keys(of: items, by: sortOrder)
    work.sortKeysRead += items.count
    order = sortedPositions(Array(items.indices))
  }

  /// Whether the item at `a` is listed before the one at `b`: by key in the order's
  /// direction, then by position.
  func precedes(_ a: Int, _ b: Int) -> Bool {
    guard let sortOrder, a != b else { return a < b }
    let (keyA, keyB) = (sortKeys[a], sortKeys[b])
    if keyA == keyB { return a < b }
    return sortOrder.isAscending ? keyA < keyB : keyB < keyA
  }

  /// The first index of `listing` (positions in the list's order) whose position is not
  /// listed before `position`.
  func lowerBound(of position: Int, in listing: [Int]) -> Int {
    var (low, high) = (0, listing.count)
    while low < high {
      let middle = (low + high) / 2
      if precedes(listing[middle], position) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index in `listing` of `position`, found under the keys as they are now.
  func index(of position: Int, in listing: [Int]) -> Int? {
    let index = lowerBound(of: position, in: listing)
    return index < listing.count && listing[index] == position ? index : nil
  }

  /// After `item` was appended at `position`: reads its key and puts it in its place.
  func orderItemAppended(_ item: Item, at position: Int) {
    guard let sortOrder else { return }
    sortKeys.append(ItemSortKey(item, by: sortOrder.column))
    work.sortKeysRead += 1
    updateOrder { order in order.insert(position, at: lowerBound(of: position, in: order)) }
  }

  /// Before the item at `position` is removed: takes it out of the order while its key is
  /// there to find it by, then moves the later positions up by one.
  func orderItemRemoved(at position: Int) {
    guard sortOrder != nil else { return }
    updateOrder { order in
      if let index = index(of: position, in: order) { order.remove(at: index) }
      Self.closeGap(at: position, in: &order)
    }
    sortKeys.remove(at: position)
  }

  /// After the item at `position` changed: its key in the sorted column, when the list is
  /// sorted and that changed; `nil` when its row stays where it is.
  func changedSortKey(of item: Item, at position: Int) -> ItemSortKey? {
    guard let sortOrder else { return nil }
    let key = ItemSortKey(item, by: sortOrder.column)
    work.sortKeysRead += 1
    return key == sortKeys[position] ? nil : key
  }

  /// Gives the item at `position` its new `key`, moving it to its place in the order: out
  /// under the old key, back in under the new one.
  func moveInOrder(_ position: Int, to key: ItemSortKey) {
    updateOrder { order in
      if let index = index(of: position, in: order) { order.remove(at: index) }
      sortKeys[position] = key
      order.insert(position, at: lowerBound(of: position, in: order))
    }
  }

  /// Moves every position after `position` up by one, after it left the items.
  static func closeGap(at position: Int, in listing: inout [Int]) {
    for index in listing.indices where listing[index] > position { listing[index] -= 1 }
  }

  /// `positions` in the list's order.
  private func sortedPositions(_ positions: [Int]) -> [Int] {
    guard sortOrder != nil else { return positions.sorted() }
    // The keys once, outside the comparison: a sort of 100,000 compares two million times.
    return sortKeys.withUnsafeBufferPointer { keys in
      let ascending = sortOrder?.isAscending ?? true
      return positions.sorted { a, b in
        let (keyA, keyB) = (keys[a], keys[b])
        if keyA == keyB { return a < b }
        return ascending ? keyA < keyB : keyB < keyA
      }
    }
  }

  /// Every item's key in `order`'s column.
  private static func keys(
    of items: IdentifiedArray<Item>, by order: ItemSortOrder
  ) -> [ItemSortKey] {
    var keys: [ItemSortKey] = []
    keys.reserveCapacity(items.count)
    for item in items.elements { keys.append(ItemSortKey(item, by: order.column)) }
    return keys
  }
}
