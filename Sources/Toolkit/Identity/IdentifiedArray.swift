import Foundation

/// An ordered collection of identifiable elements with constant-time lookup by id.
///
/// Ids are unique: appending an element whose id is already present does nothing. Lookups by id
/// go through a hash table of position keys (4 bytes each, see `PositionTable`); a position is
/// its key plus an `origin` shared by all. Inserting or removing at position `i` shifts either the elements after `i`
/// or, by moving the origin, those before it: whichever side is shorter has its keys
/// rewritten. Appending or removing at either end writes at most one entry, and deleting
/// the first of 1,000,000 rows rewrites none. The ids are also kept in order beside the
/// elements, so handing them out (a list's snapshot on every mount) copies nothing and reads no
/// element.
///
/// The type is `@inlinable` throughout so that clients specialise it for their element type
/// (without cross-module optimisation a generic dictionary of 100,000 ids is built through
/// witness tables, several times slower).
///
/// ```swift
/// var rows: IdentifiedArray<Item> = [.keyboard, .charger]   // Item: Identifiable
/// rows[id: Item.charger.id]?.name  // "Charger"
/// rows.remove(id: Item.keyboard.id)
/// rows.ids                         // [Item.charger.id]
/// ```
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection {
  /// The id type of the elements.
  public typealias ID = Element.ID

  /// The elements in order.
  @inlinable public var elements: [Element] { storage }
  @usableFromInline var storage: [Element]
  /// Each element's position minus ``origin``, found by its id.
  @usableFromInline var table: PositionTable
  /// What is added to a position key to give the position.
  @usableFromInline var origin = 0
  @usableFromInline var idStorage: [ID]
  @usableFromInline var indexWriteCount = 0

  /// How many id-to-position entries this value has written: what the tests count to check
  /// that a single insertion or removal does not rewrite the whole index.
  public var indexWrites: Int { indexWriteCount }

  /// An empty array.
  @inlinable
  public init() {
    storage = []
    table = PositionTable(capacity: 0)
    idStorage = []
  }

  /// An array of elements whose ids are all different.
  ///
  /// - Precondition: no two elements share an id.
  @inlinable
  public init(uniqueElements: some Sequence<Element>) {
    storage = Array(uniqueElements)
    idStorage = storage.map(\.id)
    table = PositionTable(capacity: 0)
    indexAll()
  }

  /// An array of elements whose ids, in order, are `ids`: the index is built from the ids
  /// alone, without reading an element. For elements made just before from values that carry
  /// the ids (rows from items): reading 100,000 freshly made objects again costs a cache miss
  /// each, most of building the index.
  ///
  /// - Precondition: `ids` are the elements' ids, in order, and no two are the same (the
  ///   match is checked in debug builds only: checking it reads every element).
  @inlinable
  public init(uniqueElements elements: [Element], ids: [ID]) {
    precondition(elements.count == ids.count, "one id per element")
    assert(zip(elements, ids).allSatisfy { $0.id == $1 }, "ids must be the elements' ids")
    storage = elements
    idStorage = ids
    table = PositionTable(capacity: 0)
    indexAll()
  }

  /// Builds the table again with room for `capacity` elements, from `idStorage` and
  /// ``origin`` as they are.
  @inlinable
  mutating func rebuildTable(capacity: Int) {
    var table = PositionTable(capacity: capacity)
    for (position, id) in idStorage.enumerated() {
      table.insert(key: position - origin, hash: id.hashValue)
    }
    self.table = table
  }

  /// Grows the table, doubling it, when one more element would fill it over half.
  @inlinable
  mutating func makeRoomForOneMore() {
    if !table.hasRoomForOneMore { rebuildTable(capacity: table.slots.count) }
  }

  /// The ids in order.
  @inlinable
  public var ids: [ID] { idStorage }

  /// Makes room for `count` elements in all, so appending up to that many grows nothing (a
  /// growing index rehashes every id it holds, and holds the old table beside the new one).
  @inlinable
  public mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(count)
    idStorage.reserveCapacity(count)
    if count * 2 > table.slots.count { rebuildTable(capacity: count) }
  }

  /// The position of the first element (always 0).
  @inlinable public var startIndex: Int { storage.startIndex }
  /// One past the position of the last element.
  @inlinable public var endIndex: Int { storage.endIndex }
  /// The element at a position.
  @inlinable public subscript(position: Int) -> Element { storage[position] }

  /// The element with this id, or `nil`.
  ///
  /// Setting `nil` removes the element; setting an element replaces the one with the same id in
  /// place, or appends it when there is none.
  ///
  /// - Precondition: a new element's id equals `id`.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get { index(id: id).map { storage[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(newValue.id == id, "Element id \(newValue.id) does not match \(id)")
      if let position = index(id: id) {
        storage[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// The position of the element with this id, or `nil`.
  @inlinable
  public func index(id: ID) -> Int? {
    table.key(of: id, ids: idStorage, origin: origin).map { $0 + origin }
  }

  /// Whether an element with this id is present.
  @inlinable public func contains(id: ID) -> Bool { index(id: id) != nil }

  /// Appends an element unless one with the same id is already present. Writes one index
  /// entry.
  ///
  /// - Returns: whether it was inserted, and the position of the element with that id.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let position = index(id: element.id) { return (false, position) }
    makeRoomForOneMore()
    table.insert(key: storage.count - origin, hash: element.id.hashValue)
    storage.append(element)
    idStorage.append(element.id)
    indexWriteCount += 1
    return (true, storage.count - 1)
  }

  /// Appends an element whose id is `id` and is not present yet: the index entry is made from
  /// `id` without reading the element. For elements made just before from values that carry
  /// their ids (rows from items), so the index grows while each is fresh in the cache instead
  /// of in a second pass over 1,000,000 objects.
  ///
  /// - Precondition: `id` is the element's id (checked in debug builds only) and no element
  ///   has it yet.
  @inlinable
  public mutating func appendNew(_ element: Element, id: ID) {
    assert(element.id == id, "the id must be the element's")
    makeRoomForOneMore()
    let isNew = table.insertNew(id, key: storage.count - origin, ids: idStorage, origin: origin)
    precondition(isNew, "Duplicate id \(id) in IdentifiedArray")
    storage.append(element)
    idStorage.append(id)
    indexWriteCount += 1
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// An array from a literal of elements with unique ids.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the same elements are in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, printed like an array.
  @inlinable
  public var description: String { elements.description }
}
