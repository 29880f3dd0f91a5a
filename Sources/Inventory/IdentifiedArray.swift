import Foundation

/// An ordered collection of identifiable elements with constant-time lookup by id.
///
/// Ids are unique: appending an element whose id is already present does nothing. Lookups by id
/// go through a dictionary from id to position, which is rebuilt for the positions that shift
/// on insertions, removals and moves.
///
/// ```swift
/// var rows: IdentifiedArray<Item> = [.keyboard, .charger]
/// rows[id: Item.charger.id]?.name  // "Charger"
/// rows.remove(id: Item.keyboard.id)
/// rows.ids                         // [Item.charger.id]
/// ```
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection {
  /// The id type of the elements.
  public typealias ID = Element.ID

  /// The elements in order.
  public private(set) var elements: [Element]
  private var positions: [ID: Int]

  /// An empty array.
  public init() {
    elements = []
    positions = [:]
  }

  /// An array of elements whose ids are all different.
  ///
  /// - Precondition: no two elements share an id.
  public init(uniqueElements: some Sequence<Element>) {
    self.init()
    for element in uniqueElements {
      precondition(append(element).inserted, "Duplicate id \(element.id) in IdentifiedArray")
    }
  }

  /// The ids in order.
  public var ids: [ID] { elements.map { $0.id } }  // a closure: a key path costs more per element

  /// The position of the first element (always 0).
  public var startIndex: Int { elements.startIndex }
  /// One past the position of the last element.
  public var endIndex: Int { elements.endIndex }
  /// The element at a position.
  public subscript(position: Int) -> Element { elements[position] }

  /// The element with this id, or `nil`.
  ///
  /// Setting `nil` removes the element; setting an element replaces the one with the same id in
  /// place, or appends it when there is none.
  ///
  /// - Precondition: a new element's id equals `id`.
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(newValue.id == id, "Element id \(newValue.id) does not match \(id)")
      if let position = positions[id] {
        elements[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// The position of the element with this id, or `nil`.
  public func index(id: ID) -> Int? { positions[id] }

  /// Whether an element with this id is present.
  public func contains(id: ID) -> Bool { positions[id] != nil }

  /// Appends an element unless one with the same id is already present.
  ///
  /// - Returns: whether it was inserted, and the position of the element with that id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let position = positions[element.id] { return (false, position) }
    elements.append(element)
    positions[element.id] = elements.count - 1
    return (true, elements.count - 1)
  }

  /// Inserts an element at a position unless one with the same id is already present.
  ///
  /// - Returns: whether it was inserted, and the position of the element with that id.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    if let position = positions[element.id] { return (false, position) }
    elements.insert(element, at: index)
    reindex(from: index)
    return (true, index)
  }

  /// Removes the element with this id and returns it, or returns `nil` when there is none.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions[id] else { return nil }
    return remove(at: position)
  }

  /// Removes and returns the element at a position.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = elements.remove(at: index)
    positions[element.id] = nil
    reindex(from: index)
    return element
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
    positions.removeAll()
  }

  /// Moves the elements at `source` so that they land before the element that was at
  /// `destination`, like SwiftUI's `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { elements[$0] }
    let before = source.count(in: 0..<destination)
    for offset in source.reversed() { elements.remove(at: offset) }
    elements.insert(contentsOf: moving, at: destination - before)
    reindex(from: 0)
  }

  /// Moves one element from one position to another; the element ends up at `destination`.
  public mutating func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    elements.insert(elements.remove(at: source), at: destination)
    reindex(from: Swift.min(source, destination))
  }

  /// Refreshes the id-to-position table for every position from `start` on.
  private mutating func reindex(from start: Int) {
    for position in start..<elements.count { positions[elements[position].id] = position }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// An array from a literal of elements with unique ids.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the same elements are in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, printed like an array.
  public var description: String { elements.description }
}
