/// A row's id in a ``NodeKey``, kept in its own type.
///
/// `AnyHashable` made a box of its own for each id and compared two by casting one box to the
/// other's type: 1,300 and 1,800 instructions, for every row a list builds and every key a
/// reconcile finds again. Here two ids compare by a class check and the id type's `==`.
class NodeID {
  /// Whether `other` holds an id of the same type, equal to this one.
  func isEqual(to other: NodeID) -> Bool { fatalError("abstract") }
}

/// An id of type `ID`.
final class TypedNodeID<ID: Hashable>: NodeID {
  let value: ID

  init(_ value: ID) { self.value = value }

  override func isEqual(to other: NodeID) -> Bool {
    guard let other = other as? TypedNodeID<ID> else { return false }
    return value == other.value
  }
}
