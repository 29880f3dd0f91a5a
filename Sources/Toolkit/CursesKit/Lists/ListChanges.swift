/// What changed between two lists of identifiers: what an animated apply would animate.
/// ``ListDataSource/apply(_:)`` does not need it (see there); compute it from the old and new
/// snapshots' ``ListSnapshot/itemIdentifiers`` where it is wanted.
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
  @inlinable public var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty
  }

  /// The changes from `old` to `new`, in time linear in their lengths (plus a log factor for
  /// moves). Only the part between the common first and last items is hashed, so adding,
  /// removing or reloading one item of 100,000 compares them but builds no table of them.
  ///
  /// `@inlinable`, so a client's item type is specialised:
  /// through witness tables, comparing and hashing 100,000 ids costs several times more.
  @inlinable
  public init(from old: [ItemID], to new: [ItemID], reloading: Set<ItemID> = []) {
    // From an empty list: all inserts, and no need to hash anything.
    guard !old.isEmpty else {
      inserted = new
      return
    }
    let shorter = Swift.min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    // Items in the common ends are in both and in order: reloaded if marked, never moved.
    if !reloading.isEmpty {
      for item in new[..<prefix] where reloading.contains(item) { reloaded.append(item) }
    }
    diffMiddle(
      old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)],
      reloading: reloading)
    if !reloading.isEmpty {
      for item in new[(new.count - suffix)...] where reloading.contains(item) {
        reloaded.append(item)
      }
    }
  }

  /// The changes between the parts of the old and new items that differ at both ends.
  @inlinable
  mutating func diffMiddle(
    _ old: ArraySlice<ItemID>, _ new: ArraySlice<ItemID>, reloading: Set<ItemID>
  ) {
    guard !old.isEmpty else {
      inserted.append(contentsOf: new)
      return
    }
    guard !new.isEmpty else {
      deleted.append(contentsOf: old)
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
    deleted.append(contentsOf: old.filter { !newSet.contains($0) })
    let kept = Self.longestIncreasingRun(common.map(\.oldIndex))
    for (position, entry) in common.enumerated() where !kept.contains(position) {
      moved.append(entry.item)
    }
  }

  /// Positions of a longest strictly increasing subsequence of `values` (patience sorting).
  @inlinable
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
