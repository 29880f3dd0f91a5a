import Foundation

/// Inserting, removing and moving: each rewrites the position keys of the shorter side of the
/// change (see ``IdentifiedArray``).
extension IdentifiedArray {
  /// Inserts an element at a position unless one with the same id is already present. Writes
  /// the index entries of the elements before `index` or of those from `index` on, whichever
  /// are fewer.
  ///
  /// - Returns: whether it was inserted, and the position of the element with that id.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    if let position = self.index(id: element.id) { return (false, position) }
    makeRoomForOneMore()
    let count = storage.count
    if index < count + 1 - index {
      // Every position moves up by one with the origin; those before `index` move back.
      shiftKeys(ofPositions: 0..<index, by: -1)
      origin += 1
    } else {
      shiftKeys(ofPositions: index..<count, by: 1)
    }
    storage.insert(element, at: index)
    idStorage.insert(element.id, at: index)
    table.insert(key: index - origin, hash: element.id.hashValue)
    indexWriteCount += 1
    return (true, index)
  }

  /// Removes the element with this id and returns it, or returns `nil` when there is none.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = index(id: id) else { return nil }
    return remove(at: position)
  }

  /// Removes and returns the element at a position. Writes the index entries of the elements
  /// before it or of those after it, whichever are fewer: none for the first or the last.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let slot = table.slot(holding: index - origin, hash: idStorage[index].hashValue)
    table.removeSlot(slot, ids: idStorage, origin: origin)
    let count = storage.count
    if index < count - 1 - index {
      // Every position moves down by one with the origin; those before `index` move back.
      shiftKeys(ofPositions: 0..<index, by: 1)
      origin -= 1
    } else {
      shiftKeys(ofPositions: (index + 1)..<count, by: -1)
    }
    idStorage.remove(at: index)
    return storage.remove(at: index)
  }

  /// Removes every element.
  @inlinable
  public mutating func removeAll() {
    storage.removeAll()
    table = PositionTable(capacity: 0)
    idStorage.removeAll()
    origin = 0
  }

  /// Moves the elements at `source` so that they land before the element that was at
  /// `destination`, like SwiftUI's `onMove`. Writes the index entries from the first position
  /// that changes.
  @inlinable
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard let first = source.first else { return }
    let before = source.count(in: 0..<destination)
    rewriteKeys(in: Swift.min(first, destination - before)..<storage.count) { array in
      let moving = source.map { array.storage[$0] }
      let movingIDs = source.map { array.idStorage[$0] }
      for offset in source.reversed() {
        array.storage.remove(at: offset)
        array.idStorage.remove(at: offset)
      }
      array.storage.insert(contentsOf: moving, at: destination - before)
      array.idStorage.insert(contentsOf: movingIDs, at: destination - before)
    }
  }

  /// Moves one element from one position to another; the element ends up at `destination`.
  /// Writes the index entries of the positions between the two.
  @inlinable
  public mutating func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let positions = Swift.min(source, destination)..<(Swift.max(source, destination) + 1)
    rewriteKeys(in: positions) { array in
      array.storage.insert(array.storage.remove(at: source), at: destination)
      array.idStorage.insert(array.idStorage.remove(at: source), at: destination)
    }
  }

  /// Adds `delta` to the position keys of the elements at `positions`, as they are before a
  /// change moves them.
  @inlinable
  mutating func shiftKeys(ofPositions positions: Range<Int>, by delta: Int) {
    // Every slot is found first, while each key still names its element's position: changed
    // one by one, a changed key could be taken for the next element's old one.
    let slots = positions.map { table.slot(holding: $0 - origin, hash: idStorage[$0].hashValue) }
    for slot in slots { table.slots[slot] += Int32(delta) }
    indexWriteCount += positions.count
  }

  /// Makes `change`, which reorders the elements at `positions` among themselves, and writes
  /// their position keys again.
  @inlinable
  mutating func rewriteKeys(in positions: Range<Int>, around change: (inout Self) -> Void) {
    var slotOfID: [ID: Int] = [:]
    for position in positions {
      let id = idStorage[position]
      slotOfID[id] = table.slot(holding: position - origin, hash: id.hashValue)
    }
    change(&self)
    for position in positions {
      table.slots[slotOfID[idStorage[position]]!] = Int32(position - origin)
    }
    indexWriteCount += positions.count
  }
}
