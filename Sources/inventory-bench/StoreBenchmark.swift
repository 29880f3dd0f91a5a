import Foundation
import Inventory
import InventorySQLite
import InventorySession
import TerminalCore

/// Times the store at `items` items: opening the file and drawing the first frame, one commit
/// of each kind (add, save after an edit, delete) including its write, and saving then
/// restoring the session state.
@MainActor
func benchmarkStore(items: Int) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("inventory-bench-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("inventory.sqlite").path
  let wall = ContinuousClock()
  let creation = wall.measure {
    _ = try? SQLiteInventoryStore(
      path: path, initialItems: { GeneratedInventory.items(count: items) })
  }
  print("store: create with \(items) items  \(format(creation))")

  // Opening, as a launch does it: the file, the items, the models, the first frame.
  let clock = ManualClock()
  var launched: (SQLiteInventoryStore, HeadlessSession)?
  // The same launch in its parts, to show where the time goes.
  if let store = try? SQLiteInventoryStore(path: path) {
    var loaded: [Item] = []
    let load = wall.measure { loaded = (try? store.loadItems()) ?? [] }
    let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
    var rows: [ItemRowViewModel] = []
    let build = wall.measure {
      rows = loaded.map { ItemRowViewModel(item: $0, dependencies: dependencies) }
    }
    var array = IdentifiedArray<ItemRowViewModel>()
    let index = wall.measure { array = IdentifiedArray(uniqueElements: rows) }
    let model = wall.measure {
      _ = InventoryViewModel(inventory: array, dependencies: dependencies)
    }
    print(
      "store: of which read \(format(load)), row models \(format(build)), "
        + "id index \(format(index)), inventory model \(format(model))")
    store.close()
  }
  let open = wall.measure {
    guard let store = try? SQLiteInventoryStore(path: path),
      let stored = try? store.loadItems()
    else { return }
    let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
    let rows = stored.map { ItemRowViewModel(item: $0, dependencies: dependencies) }
    let app = AppViewModel(
      inventoryViewModel: InventoryViewModel(
        inventory: IdentifiedArray(uniqueElements: rows), dependencies: dependencies),
      selectedTab: .inventory)
    launched = (
      store,
      HeadlessSession(
        app: app, clock: clock, renderer: .declarative, size: Size(width: 80, height: 24))
    )
  }
  guard let (store, headless) = launched else {
    print("store: cannot open \(path)")
    return
  }
  print("store: open + load + first frame  \(format(open))")

  let inventory = headless.app.inventoryViewModel
  let add = median(11) {
    inventory.add(item: Item(id: UUID(), name: "Bench", status: .inStock(quantity: 1)))
    headless.loop.drawFrameIfNeeded()
  }
  let row = inventory.inventory[items / 2]
  var number = 0
  let save = median(11) {
    number += 1
    var item = row.item
    item.name = "Renamed \(number)"
    row.item = item
    headless.loop.drawFrameIfNeeded()
  }
  let delete = median(11) {
    if let last = inventory.inventory.last { inventory.delete(item: last.item) }
    headless.loop.drawFrameIfNeeded()
  }
  print(
    "store: commit with write: add \(format(add)), save \(format(save)), delete \(format(delete))")

  row.setEditNavigation(isActive: true)
  row.route?.itemViewModel?.insertText(" draft")
  var state = SessionState(headless.app)
  let saveSession = median(11) { store.saveSession(state) }
  let restore = median(11) {
    state = store.loadSession() ?? state
    headless.app.restore(state)
    headless.loop.drawFrameIfNeeded()
  }
  print("store: session save \(format(saveSession)), load + restore \(format(restore))")
  headless.session.end()
  store.close()
}
