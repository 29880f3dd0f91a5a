import Testing

@testable import InventorySQLite

struct OrderKeysTests {
  /// Items read with order keys (a store's table order) are sorted by key in place, equal
  /// keys in the order read. The permutation here has the cycles (0 3 1)(2 5)(4): each is
  /// followed once.
  @Test func itemsReadWithOrderKeysAreSortedInPlace() {
    var names = ["C", "A", "B1", "D", "B2"]
    names.sort(byKeys: [3, 1, 2, 4, 2])
    #expect(names == ["A", "B1", "B2", "C", "D"])
    var inOrder = ["X", "Y", "Z"]
    inOrder.sort(byKeys: [0, 1, 1])
    #expect(inOrder == ["X", "Y", "Z"])
    var letters = ["a", "b", "c", "d", "e", "f"]
    letters.sort(byKeys: [1, 3, 5, 0, 4, 2])
    #expect(letters == ["d", "a", "f", "b", "e", "c"])
  }
}
