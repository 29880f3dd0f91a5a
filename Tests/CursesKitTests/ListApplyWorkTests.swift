import CursesKit
import Testing

/// Applying a snapshot costs what is on screen, not what is in the list: the data source does
/// not diff the old and new items, and the list looks only at its visible rows. A filter that
/// takes 100,000 rows down to 10,000 used to build a table of every old id to diff them.
@MainActor
struct ListApplyWorkTests {
  @Test func applyingASnapshotHashesAndComparesOnlyTheVisibleRows() {
    let list = ListView<Int, TalliedID>()
    list.frame = .init(x: 0, y: 0, width: 20, height: 10)
    list.register(ListCell.self, forCellWithReuseIdentifier: "cell")
    var configured: [TalliedID] = []
    let dataSource = ListDataSource(listView: list) { list, id in
      configured.append(id)
      return list.dequeueReusableCell(withReuseIdentifier: "cell")
    }
    let everything = (0..<100_000).map(TalliedID.init)
    apply(everything, to: dataSource)
    list.layoutIfNeeded()
    #expect(Set(configured) == Set(everything.prefix(10)))

    // Every tenth row stays, as a filter keeps them; then all come back.
    var onScreen = Set(everything.prefix(10))
    for items in [everything.filter { $0.value % 10 == 0 }, everything] {
      configured.removeAll()
      TalliedID.uses = 0
      apply(items, to: dataSource)
      list.layoutIfNeeded()
      // Only the rows that came on screen get cells; the one that stayed keeps its own.
      let visible = Set(items.prefix(10))
      #expect(Set(configured) == visible.subtracting(onScreen))
      onScreen = visible
      // The layout hashes and compares the visible ids against the cells it has: some uses
      // per visible row, none per row of the list.
      #expect(
        TalliedID.uses <= 10 * 30, "applying \(items.count) rows used ids \(TalliedID.uses) times")
    }
  }

  private func apply(_ items: [TalliedID], to dataSource: ListDataSource<Int, TalliedID>) {
    var snapshot = ListSnapshot<Int, TalliedID>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot)
  }
}

/// An id that counts how often it is hashed or compared.
private struct TalliedID: Hashable, CustomStringConvertible {
  nonisolated(unsafe) static var uses = 0
  let value: Int
  init(_ value: Int) { self.value = value }
  var description: String { "#\(value)" }

  static func == (lhs: Self, rhs: Self) -> Bool {
    uses += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    Self.uses += 1
    hasher.combine(value)
  }
}
