import Inventory
import Synchronization

/// One buffer of items and their order keys that two readers fill at once, one from each
/// end: the front reader places its batches upward from the start, in order; the back reader,
/// which reads its rows last to first, places its batches downward from the end, so each row
/// lands at its place in the table's order. Room is claimed a batch at a time under a lock;
/// the items themselves are written outside it.
///
/// What lets a launch read the table on two threads without a second copy of the items
/// (at 1,000,000 items a buffered half would be 45 MB more).
///
/// ```swift
/// let fill = TwoEndedFill(items: base, keys: keyBase, capacity: count)
/// fill.place(batch, keys: batchKeys, at: .front)   // on one thread
/// fill.place(batch, keys: batchKeys, at: .back)    // on another
/// let count = fill.close()                          // when both are done
/// ```
final class TwoEndedFill: @unchecked Sendable {
  /// The end a reader fills from.
  enum End: Sendable {
    case front, back
  }

  // Unchecked: the two readers write disjoint places, each claimed under `ends`, and the
  // owner reads the buffer only after both have finished.
  private let items: UnsafeMutablePointer<Item>
  private let keys: UnsafeMutablePointer<Double>
  private let capacity: Int
  /// The first free place from the front, and one past the last free place from the back.
  private let ends: Mutex<(front: Int, back: Int)>

  /// A fill of `capacity` places at `items` and `keys`, all uninitialized.
  init(items: UnsafeMutablePointer<Item>, keys: UnsafeMutablePointer<Double>, capacity: Int) {
    self.items = items
    self.keys = keys
    self.capacity = capacity
    ends = Mutex((0, capacity))
  }

  /// Places a batch read at `end`, in reading order: from the front after what the front
  /// holds, from the back reversed before what the back holds. Returns `false`, placing
  /// nothing, when the places left are fewer than the batch.
  func place(_ batch: [Item], keys batchKeys: [Double], at end: End) -> Bool {
    guard let start = claim(batch.count, at: end) else { return false }
    for offset in batch.indices {
      let place = end == .front ? start + offset : start + batch.count - 1 - offset
      (items + place).initialize(to: batch[offset])
      keys[place] = batchKeys[offset]
    }
    return true
  }

  /// The first of `count` places claimed at `end`, or `nil` when they are not free.
  private func claim(_ count: Int, at end: End) -> Int? {
    ends.withLock { ends in
      guard ends.back - ends.front >= count else { return nil }
      switch end {
      case .front:
        defer { ends.front += count }
        return ends.front
      case .back:
        ends.back -= count
        return ends.back
      }
    }
  }

  /// Once both readers are done: moves the back's items down next to the front's, so the
  /// filled places are the first ones, and returns how many there are. The places left free
  /// were counted for rows that were skipped (see `SQLiteInventoryStore.readItems()`).
  func close() -> Int {
    let (front, back) = ends.withLock { $0 }
    if back > front {
      (items + front).moveInitialize(from: items + back, count: capacity - back)
      (keys + front).moveInitialize(from: keys + back, count: capacity - back)
    }
    return front + capacity - back
  }

  /// Once both readers are done: destroys every item placed, for a read that failed.
  func discard() {
    let (front, back) = ends.withLock { $0 }
    items.deinitialize(count: front)
    (items + back).deinitialize(count: capacity - back)
  }
}
