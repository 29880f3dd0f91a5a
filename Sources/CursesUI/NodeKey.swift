/// A node's identity among its siblings: its position (a stack's children, a modifier's
/// content) or an id (a `ForEach` row's, a presentation's, a tag's).
///
/// Positions compare as integers. Every reconcile compares the keys of all the children it
/// matches, and most are positions: as `AnyHashable`s, each comparison asked the runtime to
/// cast one box to the other's type.
///
/// ```swift
/// NodeKey.position(0) == .position(0)              // true
/// NodeKey(id: item.id) == NodeKey(id: item.id)     // true
/// NodeKey.position(0) == NodeKey(id: 0)            // false: an id is not a position
/// ```
enum NodeKey: Hashable {
  case position(Int)
  case id(AnyHashable)

  /// The key of the element with `id`.
  init(id: some Hashable) {
    self = .id(AnyHashable(id))
  }
}
