/// A node's identity among its siblings: its position (a stack's children, a modifier's
/// content) or an id (a `ForEach` row's, a presentation's, a tag's).
///
/// Keys are compared in every reconcile, and a dictionary of them compares a key with each
/// one it probes. Positions compare as integers, and ids by their hash first, computed once:
/// an `AnyHashable` compared alone cast one box to the other's type, even to find the two
/// unequal, and that was a twentieth of a page down in a long list.
///
/// ```swift
/// NodeKey.position(0) == .position(0)              // true
/// NodeKey(id: item.id) == NodeKey(id: item.id)     // true
/// NodeKey.position(0) == NodeKey(id: 0)            // false: an id is not a position
/// ```
struct NodeKey: Hashable {
  /// The position, or -1 for an id.
  private let position: Int
  private let id: AnyHashable?
  private let idHash: Int

  private init(position: Int, id: AnyHashable?) {
    self.position = position
    self.id = id
    idHash = id?.hashValue ?? 0
  }

  /// The key of the child at `position` (0 or more) among its siblings.
  static func position(_ position: Int) -> NodeKey {
    NodeKey(position: position, id: nil)
  }

  /// The key of the child with `id`.
  init(id: some Hashable) {
    self.init(position: -1, id: AnyHashable(id))
  }

  static func == (lhs: NodeKey, rhs: NodeKey) -> Bool {
    guard lhs.position == rhs.position, lhs.idHash == rhs.idHash else { return false }
    return lhs.position >= 0 || lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(idHash)
  }
}
