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
    storage.insert(element, at: index)
    idStorage.insert(element.id, at: index)
    if index < storage.count - index {
      // Every position moves up by one with the origin; those before `index` move back.
      origin += 1
      rewriteKeys(in: 0..<(index + 1))
    } else {
      rewriteKeys(in: index..<storage.count)
    }
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
    let element = storage.remove(at: index)
    idStorage.remove(at: index)
    positionKeys[element.id] = nil
    if index < storage.count - index {
      // Every position moves down by one with the origin; those before `index` move back.
      origin -= 1
      rewriteKeys(in: 0..<index)
    } else {
      rewriteKeys(in: index..<storage.count)
    }
    return element
  }

  /// Removes every element.
  @inlinable
  public mutating func removeAll() {
    storage.removeAll()
    positionKeys.removeAll()
    idStorage.removeAll()
    origin = 0
  }

  /// Moves the elements at `source` so that they land before the element that was at
  /// `destination`, like SwiftUI's `onMove`. Writes the index entries from the first position
  /// that changes.
  @inlinable
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard let first = source.first else { return }
    let moving = source.map { storage[$0] }
    let movingIDs = source.map { idStorage[$0] }
    let before = source.count(in: 0..<destination)
    for offset in source.reversed() {
      storage.remove(at: offset)
      idStorage.remove(at: offset)
    }
    storage.insert(contentsOf: moving, at: destination - before)
    idStorage.insert(contentsOf: movingIDs, at: destination - before)
    rewriteKeys(in: Swift.min(first, destination - before)..<storage.count)
  }

  /// Moves one element from one position to another; the element ends up at `destination`.
  /// Writes the index entries of the positions between the two.
  @inlinable
  public mutating func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    storage.insert(storage.remove(at: source), at: destination)
    idStorage.insert(idStorage.remove(at: source), at: destination)
    rewriteKeys(in: Swift.min(source, destination)..<(Swift.max(source, destination) + 1))
  }

  /// Writes the position key of every element in `positions`.
  @inlinable
  mutating func rewriteKeys(in positions: Range<Int>) {
    for position in positions { positionKeys[idStorage[position]] = position - origin }
    indexWriteCount += positions.count
  }
}
