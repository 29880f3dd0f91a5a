/// The id index of an ``IdentifiedArray``: a hash table of position keys, 4 bytes a slot.
///
/// A slot holds an element's position key (its position minus the array's origin), or
/// ``empty``; the id itself is not stored, as the array keeps the ids in order, so a lookup
/// reads the id at the slot's position to compare. At 1,000,000 elements that is 8 MB of
/// slots where a `[UUID: Int]` takes 50 MB (keys, values and a table twice as long).
///
/// Open addressing with linear probing, at most half full; a removal shifts the slots after
/// it back instead of leaving a marker, so probes stay short however many removals there
/// were. Keys are unique, so a slot can also be found by the key it holds, without reading any
/// id: that is how the array rewrites keys while its elements are on the move.
@usableFromInline
struct PositionTable: Sendable {
  /// The mark of a free slot.
  @usableFromInline static let empty = Int32.min

  @usableFromInline var slots: [Int32]
  /// How many slots hold a key.
  @usableFromInline var count = 0

  /// A table with room for `capacity` keys.
  @inlinable
  init(capacity: Int) {
    var size = 8
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: Self.empty, count: size)
  }

  @inlinable var mask: Int { slots.count - 1 }

  /// Whether one more key fits without the table becoming more than half full.
  @inlinable var hasRoomForOneMore: Bool { (count + 1) * 2 <= slots.count }

  /// The key of the element whose id is `id`, where the ids in position order are `ids` and
  /// a key plus `origin` is a position.
  @inlinable
  func key<ID: Hashable>(of id: ID, ids: [ID], origin: Int) -> Int? {
    var slot = id.hashValue & mask
    while true {
      let key = slots[slot]
      if key == Self.empty { return nil }
      if ids[Int(key) + origin] == id { return Int(key) }
      slot = (slot + 1) & mask
    }
  }

  /// The slot that holds `key`, whose element's id hashes to `hash`.
  ///
  /// - Precondition: the table holds `key`.
  @inlinable
  func slot(holding key: Int, hash: Int) -> Int {
    var slot = hash & mask
    while slots[slot] != Int32(key) {
      precondition(slots[slot] != Self.empty, "position key \(key) is not in the table")
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Adds `key` for `id` unless the table has a key for it already; returns whether it added.
  ///
  /// - Precondition: ``hasRoomForOneMore``.
  @inlinable
  mutating func insertNew<ID: Hashable>(_ id: ID, key: Int, ids: [ID], origin: Int) -> Bool {
    insertNew(id, hash: id.hashValue, key: key, ids: ids, origin: origin)
  }

  /// ``insertNew(_:key:ids:origin:)`` for an id whose hash value, `hash`, is known.
  @inlinable
  mutating func insertNew<ID: Hashable>(
    _ id: ID, hash: Int, key: Int, ids: [ID], origin: Int
  ) -> Bool {
    var slot = hash & mask
    while slots[slot] != Self.empty {
      if ids[Int(slots[slot]) + origin] == id { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = Self.checked(key)
    count += 1
    return true
  }

  /// Adds `key` for an element whose id hashes to `hash` and is not in the table yet.
  ///
  /// - Precondition: ``hasRoomForOneMore``.
  @inlinable
  mutating func insert(key: Int, hash: Int) {
    var slot = hash & mask
    while slots[slot] != Self.empty { slot = (slot + 1) & mask }
    slots[slot] = Self.checked(key)
    count += 1
  }

  /// `key` as a slot holds it.
  @inlinable
  static func checked(_ key: Int) -> Int32 {
    guard let key = Int32(exactly: key), key != empty else {
      preconditionFailure("position key \(key) out of range")
    }
    return key
  }

  /// Frees `slot`, moving back the keys after it that probed past it. `ids` and `origin`
  /// find the id, and so the hash, that each key belongs to.
  @inlinable
  mutating func removeSlot<ID: Hashable>(_ slot: Int, ids: [ID], origin: Int) {
    var hole = slot
    var next = (slot + 1) & mask
    while slots[next] != Self.empty {
      let home = ids[Int(slots[next]) + origin].hashValue & mask
      // The key at `next` may fill the hole unless its home lies after the hole, up to `next`
      // (cyclically): moving it before its home would hide it from lookups.
      let homeIsBetween =
        hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !homeIsBetween {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Self.empty
    count -= 1
  }
}
