/// The row view models an inventory has made, by id, held weakly: a row's view model lives
/// while a renderer shows the row or its screen is open, and this only finds it again.
///
/// Entries of rows that are gone are dropped when the table has doubled since the last sweep,
/// so it stays the size of what is held, at a cost spread over the rows made.
@MainActor
struct RowModels {
  /// A weak reference to a row's view model.
  private struct Entry {
    weak var row: ItemRowViewModel?
  }

  private var entries: [Item.ID: Entry] = [:]
  /// The table's size after which gone entries are swept.
  private var sweepThreshold = 64

  /// The view model of the row with `id`, if it exists.
  func row(id: Item.ID) -> ItemRowViewModel? {
    entries[id]?.row
  }

  /// The entries in the table, gone rows' included until the next sweep.
  var tableSize: Int { entries.count }

  /// Every row view model that exists.
  var all: [ItemRowViewModel] {
    entries.values.compactMap(\.row)
  }

  /// Records `row` as the view model of its item.
  mutating func insert(_ row: ItemRowViewModel) {
    entries[row.id] = Entry(row: row)
    guard entries.count >= sweepThreshold else { return }
    entries = entries.filter { $0.value.row != nil }
    sweepThreshold = Swift.max(64, entries.count * 2)
  }

  /// Forgets the view model of the row with `id`, returning it if it exists.
  @discardableResult
  mutating func remove(id: Item.ID) -> ItemRowViewModel? {
    entries.removeValue(forKey: id)?.row
  }
}
