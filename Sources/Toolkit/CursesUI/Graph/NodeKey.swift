import Foundation

/// A node's identity among its siblings: its position (a stack's children, a modifier's
/// content) or an id (a `ForEach` row's, a presentation's, a tag's).
///
/// Keys are compared in every reconcile, and a dictionary of them compares a key with each
/// one it probes. Positions compare as integers, and ids by their hash first, computed once,
/// then as ids of their own type (see ``NodeID``): an `AnyHashable` compared alone cast one
/// box to the other's type, even to find the two unequal, and that was a twentieth of a page
/// down in a long list.
///
/// ```swift
/// NodeKey.position(0) == .position(0)              // true
/// NodeKey(id: item.id) == NodeKey(id: item.id)     // true
/// NodeKey.position(0) == NodeKey(id: 0)            // false: an id is not a position
/// ```
struct NodeKey: Hashable {
  /// The position, or -1 for an id.
  private let position: Int
  private let id: NodeID?
  private let idHash: Int

  private init(position: Int, id: NodeID?, idHash: Int) {
    self.position = position
    self.id = id
    self.idHash = idHash
  }

  /// The key of the child at `position` (0 or more) among its siblings.
  static func position(_ position: Int) -> NodeKey {
    NodeKey(position: position, id: nil, idHash: 0)
  }

  /// The key of the child with `id`. Ids match as `AnyHashable` matches them: an integer
  /// matches an equal one of any width, and an id matches itself wrapped in `AnyHashable`.
  /// Row ids are mostly of two types that no value of another type equals, kept as they are.
  init<ID: Hashable>(id: ID) {
    if ID.self == UUID.self || ID.self == String.self {
      self.init(position: -1, id: TypedNodeID(id), idHash: id.hashValue)
      return
    }
    let boxed = AnyHashable(id)
    if let uuid = boxed.base as? UUID {
      self.init(id: uuid)
    } else if let string = boxed.base as? String {
      self.init(id: string)
    } else {
      self.init(position: -1, id: TypedNodeID(boxed), idHash: boxed.hashValue)
    }
  }

  static func == (lhs: NodeKey, rhs: NodeKey) -> Bool {
    guard lhs.position == rhs.position, lhs.idHash == rhs.idHash else { return false }
    guard lhs.position < 0, let left = lhs.id, let right = rhs.id else { return true }
    return left === right || left.isEqual(to: right)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(idHash)
  }
}
