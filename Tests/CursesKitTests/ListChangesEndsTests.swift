import CursesKit
import Testing

/// The diff skips the items both lists start and end with; what it reports must be what a diff
/// of the whole lists reports.
@MainActor
struct ListChangesEndsTests {
  @Test func oneInsertOrDeleteAmongManyIsJustThat() {
    let old = Array(0..<10_000)
    var added = old
    added.insert(-1, at: 5_000)
    #expect(ListChanges(from: old, to: added) == ListChanges(inserted: [-1]))
    var removed = old
    removed.remove(at: 0)
    #expect(ListChanges(from: old, to: removed) == ListChanges(deleted: [0]))
    #expect(ListChanges(from: old, to: old + [10_000]) == ListChanges(inserted: [10_000]))
  }

  @Test func reloadsInTheCommonEndsAreKeptInNewOrder() {
    let changes = ListChanges(
      from: [1, 2, 3, 4, 5], to: [1, 2, 9, 4, 5], reloading: [5, 1, 4, 9])
    #expect(changes.reloaded == [1, 4, 5])
    #expect(changes.inserted == [9])
    #expect(changes.deleted == [3])
  }

  @Test func movesInsideTheEndsAreStillTheFewest() {
    let changes = ListChanges(from: [1, 2, 3, 4, 5, 6], to: [1, 5, 2, 3, 4, 6])
    #expect(changes.moved == [5])
    #expect(changes.inserted.isEmpty && changes.deleted.isEmpty)
    #expect(ListChanges(from: [1, 2, 3], to: [1, 2]) == ListChanges(deleted: [3]))
  }
}

extension ListChanges {
  fileprivate init(
    deleted: [ItemID] = [], inserted: [ItemID] = [], moved: [ItemID] = [],
    reloaded: [ItemID] = []
  ) {
    self.init(from: [], to: [])
    self.deleted = deleted
    self.inserted = inserted
    self.moved = moved
    self.reloaded = reloaded
  }
}
