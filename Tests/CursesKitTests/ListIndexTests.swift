import TerminalCore
import Testing

@testable import CursesKit

/// Finding an item's index: around the screen without hashing, anywhere else through an
/// index built once per apply.
@MainActor
struct ListIndexTests {
  @Test func anIndexProviderFindsFarItemsWithoutAnIndex() {
    let (list, dataSource) = makeNumberList(count: 100_000, height: 20)
    list.indexProvider = { $0 }
    #expect(list.index(of: 99_999) == 99_999)
    list.highlightedItem = 99_999
    list.layoutIfNeeded()
    #expect(list.visibleItems.last == 99_999)
    // Ahead of the list: the owner has the item one place later than the list does.
    list.indexProvider = { $0 + 1 }
    #expect(list.index(of: 50_000) == 50_000)
    list.indexProvider = { _ in nil }
    #expect(list.index(of: 50_000) == nil, "the owner no longer has it")
    #expect(list.itemIndexCache == nil, "no index of 100,000 items was built")
    _ = dataSource
  }

  /// An owner's index that is wrong (stale, or broken) finds nothing; it never traps.
  @Test func anIndexProviderAnsweringOutsideTheItemsFindsNothing() {
    let (list, dataSource) = makeNumberList(count: 1_000, height: 10)
    for answer in [5_000, 1_003, 1_000, -1, -10, Int.min, Int.max] {
      list.indexProvider = { _ in answer }
      #expect(list.index(of: 500) == nil, "answer \(answer)")
    }
    list.indexProvider = { _ in 1_001 }
    #expect(list.index(of: 999) == 999, "an answer a place or two off is searched around")
    _ = dataSource
  }

  @Test func applyingAndUsingRowsOnScreenHashesNothing() {
    let (list, dataSource) = makeNumberList(count: 100_000, height: 20)
    list.isFocused = true
    list.highlightedItem = 5
    for _ in 0..<30 { _ = list.handle(.key(.down)) }
    list.layoutIfNeeded()
    #expect(list.highlightedItem == 35)
    #expect(list.visibleItems.last == 35)
    #expect(list.itemIndexCache == nil, "no index of 100,000 items was built")
    _ = dataSource
  }

  @Test func farItemsAndMissingItemsAreFoundThroughAnIndexRebuiltAfterEachApply() {
    let (list, dataSource) = makeNumberList(count: 1_000, height: 10)
    #expect(list.index(of: 999) == 999)
    #expect(list.itemIndexCache != nil)
    #expect(list.index(of: 5_000) == nil)

    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7, 999, 3])
    dataSource.apply(snapshot)
    #expect(list.itemIndexCache == nil, "an apply drops the old index")
    #expect(list.index(of: 3) == 2)
    #expect(list.index(of: 999) == 1)
    #expect(list.index(of: 500) == nil)
  }

  @Test func endJumpsToTheLastItemWithoutALookup() {
    let (list, dataSource) = makeNumberList(count: 100_000, height: 20)
    list.isFocused = true
    list.highlightedItem = 0
    _ = list.handle(.key(.end))
    list.layoutIfNeeded()
    #expect(list.highlightedItem == 99_999)
    #expect(list.visibleItems.last == 99_999)
    #expect(list.itemIndexCache == nil)
    _ = dataSource
  }
}
