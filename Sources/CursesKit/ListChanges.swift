/// What applying a snapshot changed, computed from identifiers.
///
/// - `deleted`: items only in the old snapshot.
/// - `inserted`: items only in the new snapshot.
/// - `moved`: items in both whose order relative to the others changed (the fewest such
///   items: everything outside a longest run kept in order).
/// - `reloaded`: items in both that the new snapshot marked with `reloadItems`.
///
/// ```swift
/// let changes = ListChanges(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// changes.deleted   // ["b"]
/// changes.inserted  // ["d"]
/// changes.moved     // ["c"]
/// ```
public struct ListChanges<ItemID: Hashable>: Equatable {
  /// Items removed, in old order.
  public var deleted: [ItemID] = []
  /// Items added, in new order.
  public var inserted: [ItemID] = []
  /// Items that moved, in new order.
  public var moved: [ItemID] = []
  /// Items reloaded, in new order.
  public var reloaded: [ItemID] = []

  /// Whether nothing changed.
  public var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty
  }

  /// The changes from `old` to `new`, in time linear in their lengths (plus a log factor for
  /// moves).
  public init(from old: [ItemID], to new: [ItemID], reloading: Set<ItemID> = []) {
    // The first apply of a list (and every mount of a screen) starts empty: all inserts, and
    // no need to hash anything.
    guard !old.isEmpty else {
      inserted = new
      return
    }
    var oldIndex: [ItemID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, item) in old.enumerated() { oldIndex[item] = index }
    var newSet = Set<ItemID>()
    newSet.reserveCapacity(new.count)
    var common: [(item: ItemID, oldIndex: Int)] = []
    for item in new {
      newSet.insert(item)
      if let index = oldIndex[item] {
        common.append((item, index))
        if reloading.contains(item) { reloaded.append(item) }
      } else {
        inserted.append(item)
      }
    }
    deleted = old.filter { !newSet.contains($0) }
    let kept = Self.longestIncreasingRun(common.map(\.oldIndex))
    for (position, entry) in common.enumerated() where !kept.contains(position) {
      moved.append(entry.item)
    }
  }

  /// Positions of a longest strictly increasing subsequence of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions of the smallest tail for each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      run.insert(position)
      position = previous[position]
    }
    return run
  }
}
