import Testing

@testable import TerminalCore

/// `OutlineRows`: the rows a tree shows, asked only for what is unfolded, and safe on a
/// cycle in the data.
@Suite struct OutlineRowsTests {
  let tree: [String: [String]] = ["a": ["a1", "a2"], "a1": ["x"], "b": []]

  @Test func unfoldedItemsShowTheirChildrenIndented() {
    let rows = OutlineRows(roots: ["a", "b"], expanded: ["a"]) { tree[$0] }
    #expect(rows.items.map(\.id) == ["a", "a1", "a2", "b"])
    #expect(rows.items.map(\.depth) == [0, 1, 1, 0])
    #expect(rows.items.map(\.parent) == [nil, 0, 0, nil])
    #expect(rows.items.map { OutlineRows<String>.prefix(of: $0) } == ["▼ ", "  ▶ ", "    ", "▶ "])
  }

  @Test func onlyTheChildrenOfUnfoldedItemsAreAskedFor() {
    var asked: [String] = []
    _ = OutlineRows(roots: ["a", "b"], expanded: ["a"]) { id in
      asked.append(id)
      return tree[id]
    }
    #expect(asked == ["a", "a1", "a2", "b"], "each row once, to know if it can unfold")
  }

  @Test func aCycleIsShownOnceAndNotUnfoldedAgain() {
    let loop: [String: [String]] = ["a": ["b"], "b": ["a"]]
    let rows = OutlineRows(roots: ["a"], expanded: ["a", "b"]) { loop[$0] }
    #expect(rows.items.map(\.id) == ["a", "b", "a"])
    #expect(rows.items.last?.isExpandable == false)
  }

  @Test func leftAndRightFoldUnfoldAndMove() {
    let rows = OutlineRows(roots: ["a", "b"], expanded: ["a"]) { tree[$0] }
    #expect(rows.target(of: .left, from: 0) == .collapse("a"))
    #expect(rows.target(of: .right, from: 0) == .move(to: 1))
    #expect(rows.target(of: .right, from: 1) == .expand("a1"))
    #expect(rows.target(of: .left, from: 2) == .move(to: 0))
    #expect(rows.target(of: .right, from: 2) == nil)
    #expect(rows.target(of: .right, from: 3) == .expand("b"))
    #expect(rows.target(of: .up, from: 3) == nil)
  }
}
