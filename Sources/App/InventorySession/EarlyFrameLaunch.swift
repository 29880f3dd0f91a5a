import Identity
import Inventory
import InventorySQLite

/// The rest of a launch that draws its first frame before every item is read.
///
/// From a large store, reading every item takes a good fraction of a second (about half a
/// second at 1,000,000), while the first screenful takes a millisecond through the position
/// index. So a run in a terminal starts over the first few hundred items, in an
/// inventory that says how many are loading, draws that, and only then waits for the rest
/// (``finish()``): the session and `--open` are then applied again over every item, so the
/// run goes on exactly as if it had read them first. No input is read before that, so no key
/// acts on the first items alone, and none is lost: keys wait in the terminal.
@MainActor
final class EarlyFrameLaunch {
  /// When a launch draws first: from how many items, and from how many first ones.
  struct Policy {
    /// From how many items a launch draws before reading them all: below that, reading them
    /// takes less than a tenth of a second.
    var fromItemCount = 200_000
    /// How many items the first frame is drawn from: more rows than a screen has.
    var firstItemCount = 300

    /// What a run in a terminal does.
    static let standard = Policy()
  }

  private let load: ItemsLoad
  private let app: AppViewModel
  private let session: SessionState?
  private let options: CommandLineOptions
  private let store: SQLiteInventoryStore
  private var isFinished = false

  init(
    load: ItemsLoad, app: AppViewModel, session: SessionState?, options: CommandLineOptions,
    store: SQLiteInventoryStore
  ) {
    self.load = load
    self.app = app
    self.session = session
    self.options = options
    self.store = store
  }

  /// An inventory of the first `count` items of `store`, saying how many `load` is reading;
  /// waits for `load` before throwing, so the store can close.
  static func inventory(
    showingFirst count: Int, of load: ItemsLoad, from store: SQLiteInventoryStore,
    dependencies: Dependencies
  ) throws(StoreError) -> InventoryViewModel {
    let first: [Item]
    do {
      first = try store.readFirstItems(count)
    } catch {
      _ = try? load.wait()
      throw error
    }
    return InventoryViewModel(
      showing: IdentifiedArray(uniqueElements: first), whileLoading: load.count,
      dependencies: dependencies)
  }

  /// Waits for every item, takes them in, then restores the session and applies `--open` as
  /// the launch did over the first items. Does nothing the second time.
  ///
  /// - Throws: ``Launch/Failure`` when the items could not be read (the store is closed
  ///   then, unwritten) or, before the first frame, when `--open` names no item there is.
  func finish() throws(Launch.Failure) {
    guard !isFinished else { return }
    isFinished = true
    do {
      app.inventoryViewModel.finishLoading(try load.wait())
    } catch {
      store.close()
      throw Launch.Failure(message: "inventory: \(error)", status: 1)
    }
    if let session { app.restore(session) }
    try Launch.open(options, in: app, store: store)
  }
}
