/// The row view models an inventory has made, by id, held weakly: a row's view model lives
/// while a renderer shows the row, its screen is open (``open``) or its save is in flight
/// (``saving``), and this only finds it again.
///
/// Entries of rows that are gone are dropped when the table has doubled since the last sweep,
/// so it stays the size of what is held, at a cost spread over the rows made. It counts the
/// rows it made and the routes written into them (``work``), for the tests that guard that
/// work grows with what is shown.
@MainActor
final class RowModels {
  /// A weak reference to a row's view model.
  private struct Entry {
    weak var row: ItemRowViewModel?
  }

  private var entries: [Item.ID: Entry] = [:]
  /// The table's size after which gone entries are swept.
  private var sweepThreshold = 64

  /// The view model of the row whose screen the inventory's route opens, if any: held here
  /// while it is open, so the screen's state (a form, a save in flight) lives as long as the
  /// route.
  var open: ItemRowViewModel?
  /// The view models of the rows whose save is in flight, held until it ends (a save can be
  /// started without the edit screen, and must not stop because no one shows the row).
  var saving: Set<ItemRowViewModel> = []
  /// Set while the inventory writes its route or items into its rows, so their echoes are
  /// ignored.
  private(set) var isWritingToRows = false

  /// Row view models made and routes written so far.
  private(set) var work = InventoryWork()

  /// An empty table.
  init() {}

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

  /// Records `row`, just made, as the view model of its item.
  func insert(_ row: ItemRowViewModel) {
    work.rowModelsMade += 1
    entries[row.id] = Entry(row: row)
    guard entries.count >= sweepThreshold else { return }
    entries = entries.filter { $0.value.row != nil }
    sweepThreshold = Swift.max(64, entries.count * 2)
  }

  /// Forgets the view model of the row with `id`, and its save.
  func remove(_ row: ItemRowViewModel) {
    entries[row.id] = nil
    saving.remove(row)
  }

  /// Writes `route(id)` into each existing row of `ids` (`open` for `openID`, which may have
  /// just been made), while the rows' echoes are ignored; then holds `open`.
  func writeRoutes(
    into ids: [Item.ID], open: ItemRowViewModel?, openID: Item.ID?,
    route: (Item.ID) -> ItemRowViewModel.Route?
  ) {
    writing {
      for id in ids {
        guard let row = id == openID ? open : row(id: id) else { continue }
        work.rowRoutesPushed += 1
        let rowRoute = route(id)
        if row.route != rowRoute { row.route = rowRoute }
      }
    }
    // Replaced last: the row whose screen closed is held until its route is closed, which
    // stops its form's timers.
    self.open = open
  }

  /// Runs `body` with the rows' echoes ignored.
  func writing(_ body: () -> Void) {
    isWritingToRows = true
    defer { isWritingToRows = false }
    body()
  }
}
