import Foundation
import Testing

@testable import CursesUI

/// Keys match as the ids and positions they stand for, whatever the shortcut.
struct NodeKeyTests {
  @Test func positionsMatchPositions() {
    #expect(NodeKey.position(0) == .position(0))
    #expect(NodeKey.position(0) != .position(1))
    #expect(NodeKey.position(3).hashValue == NodeKey.position(3).hashValue)
  }

  @Test func idsMatchEqualIdsOnly() {
    let id = UUID()
    #expect(NodeKey(id: id) == NodeKey(id: id))
    #expect(NodeKey(id: id).hashValue == NodeKey(id: id).hashValue)
    #expect(NodeKey(id: id) != NodeKey(id: UUID()))
    #expect(NodeKey(id: "content") == NodeKey(id: "content"))
    #expect(NodeKey(id: "content") != NodeKey(id: "overlay"))
    // As `AnyHashable` has it: integers of any width are one id.
    #expect(NodeKey(id: 7) == NodeKey(id: Int8(7)))
    // And an id wrapped in `AnyHashable` is the id.
    #expect(NodeKey(id: AnyHashable(id)) == NodeKey(id: id))
    #expect(NodeKey(id: AnyHashable("content")) == NodeKey(id: "content"))
    #expect(NodeKey(id: AnyHashable(7)) == NodeKey(id: 7))
    #expect(NodeKey(id: "7") != NodeKey(id: 7))
  }

  @Test func anIdIsNeverAPosition() {
    #expect(NodeKey(id: 0) != .position(0))
    #expect(NodeKey.position(2) != NodeKey(id: 2))
  }

  /// Ids whose hashes collide still differ: the hash only rules out.
  @Test func collidingHashesStillCompareTheIds() {
    let keys = (0..<2_000).map { NodeKey(id: "row \($0)") }
    #expect(Set(keys).count == keys.count)
    let byKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    #expect(keys.indices.allSatisfy { byKey[NodeKey(id: "row \($0)")] == $0 })
  }
}
