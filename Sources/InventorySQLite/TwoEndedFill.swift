import Foundation
import Inventory
import Synchronization

/// One buffer of items, their order keys, ids and ids' hash values that two readers fill at
/// once, one from each end: the front reader places its batches upward from the start, in
/// order; the back reader, which reads its rows last to first, places its batches downward
/// from the end, so each row lands at its place in the table's order. Room is claimed a
/// batch at a time under a lock; the places themselves are written outside it, each id
/// hashed by the thread that read it.
///
/// What lets a launch read the table on two threads without a second copy of the items
/// (at 1,000,000 items a buffered half would be 45 MB more).
///
/// ```swift
/// let fill = TwoEndedFill(places, capacity: count)
/// fill.place(batch, keys: batchKeys, at: .front)   // on one thread
/// fill.place(batch, keys: batchKeys, at: .back)    // on another
/// let count = fill.close()                          // when both are done
/// ```
final class TwoEndedFill: @unchecked Sendable {
  /// The end a reader fills from.
  enum End: Sendable {
    case front, back
  }

  /// Where the fill writes: `capacity` places of each, the items' uninitialized.
  struct Places {
    var items: UnsafeMutablePointer<Item>
    var keys: UnsafeMutablePointer<Double>
    var ids: UnsafeMutablePointer<UUID>
    var idHashValues: UnsafeMutablePointer<Int>
  }

  // Unchecked: the two readers write disjoint places, each claimed under `ends`, and the
  // owner reads the buffers only after both have finished.
  private let places: Places
  private let capacity: Int
  /// The first free place from the front, and one past the last free place from the back.
  private let ends: Mutex<(front: Int, back: Int)>

  /// A fill of `capacity` places at `places`.
  init(_ places: Places, capacity: Int) {
    self.places = places
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
      (places.items + place).initialize(to: batch[offset])
      places.keys[place] = batchKeys[offset]
      places.ids[place] = batch[offset].id
      places.idHashValues[place] = batch[offset].id.hashValue
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

  /// Once both readers are done: moves the back's places down next to the front's, so the
  /// filled places are the first ones, and returns how many there are. The places left free
  /// were counted for rows that were skipped (see `SQLiteInventoryStore.readItems()`).
  func close() -> Int {
    let (front, back) = ends.withLock { $0 }
    if back > front {
      let moved = capacity - back
      (places.items + front).moveInitialize(from: places.items + back, count: moved)
      (places.keys + front).moveInitialize(from: places.keys + back, count: moved)
      (places.ids + front).moveInitialize(from: places.ids + back, count: moved)
      (places.idHashValues + front).moveInitialize(
        from: places.idHashValues + back, count: moved)
    }
    return front + capacity - back
  }

  /// Once both readers are done: destroys every item placed, for a read that failed.
  func discard() {
    let (front, back) = ends.withLock { $0 }
    places.items.deinitialize(count: front)
    (places.items + back).deinitialize(count: capacity - back)
  }
}
