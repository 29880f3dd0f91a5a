import CursesKit
import Testing

@MainActor
struct ListDiffTests {
  @Test func insertsAndDeletes() {
    let changes = ListChanges(from: ["a", "b", "c"], to: ["a", "c", "d"])
    #expect(changes.deleted == ["b"])
    #expect(changes.inserted == ["d"])
    #expect(changes.moved.isEmpty)
    #expect(changes.reloaded.isEmpty)
  }

  @Test func movesAreTheFewestOutOfOrder() {
    let changes = ListChanges(from: ["a", "b", "c", "d"], to: ["d", "a", "b", "c"])
    #expect(changes.moved == ["d"])
    #expect(changes.inserted.isEmpty && changes.deleted.isEmpty)
    let swap = ListChanges(from: [1, 2, 3, 4, 5], to: [1, 4, 3, 2, 5])
    #expect(swap.moved.count == 2)
  }

  @Test func reloadsOnlyItemsPresentInBoth() {
    let changes = ListChanges(from: ["a", "b"], to: ["b", "c"], reloading: ["b", "c"])
    #expect(changes.reloaded == ["b"])
    #expect(changes.inserted == ["c"])
    #expect(changes.deleted == ["a"])
  }

  @Test func unchangedIsEmpty() {
    #expect(ListChanges(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
    #expect(ListChanges<Int>(from: [], to: []).isEmpty)
  }

  @Test func dataSourceApplyBuildsRowsAndSnapshotsDiff() {
    let list = ListView<String, Int>()
    list.register(ListCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = ListDataSource(listView: list) { list, _ in
      list.dequeueReusableCell(withReuseIdentifier: "cell")
    }
    dataSource.sectionTitle = { $0 == "more" ? "More" : nil }
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["main", "more"])
    snapshot.appendItems([1, 2, 3], toSection: "main")
    snapshot.appendItems([4], toSection: "more")
    dataSource.apply(snapshot)
    #expect(list.rows == [.item(1), .item(2), .item(3), .header("More"), .item(4)])
    var next = dataSource.snapshot()
    next.deleteItems([2])
    next.appendItems([5], toSection: "main")
    next.reloadItems([3])
    dataSource.apply(next)
    #expect(list.rows == [.item(1), .item(3), .item(5), .header("More"), .item(4)])
    let changes = ListChanges(
      from: snapshot.itemIdentifiers, to: dataSource.snapshot().itemIdentifiers,
      reloading: next.reloadedItemIdentifiers)
    #expect(changes.deleted == [2])
    #expect(changes.inserted == [5])
    #expect(changes.reloaded == [3])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "main") == [1, 3, 5])
    #expect(dataSource.snapshot().numberOfItems == 4)
  }

  /// Marks on rows off screen (7) or not in the list (42) configure nothing.
  @Test func reloadedVisibleItemsAreConfiguredAgain() {
    let list = ListView<Int, Int>()
    list.frame = .init(x: 0, y: 0, width: 10, height: 5)
    list.register(ListCell.self, forCellWithReuseIdentifier: "cell")
    var configured: [Int] = []
    let dataSource = ListDataSource(listView: list) { list, id in
      configured.append(id)
      return list.dequeueReusableCell(withReuseIdentifier: "cell")
    }
    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(1...8))
    dataSource.apply(snapshot)
    list.layoutIfNeeded()
    configured.removeAll()
    snapshot.reloadItems([2, 7, 42])
    dataSource.apply(snapshot)
    list.layoutIfNeeded()
    #expect(configured == [2])
  }
}
