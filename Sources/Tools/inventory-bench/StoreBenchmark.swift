import Clocks
import Foundation
import Identity
import Inventory
import InventorySQLite
import InventorySession
import TerminalCore

/// Times the store at `items` items: opening the file and drawing the first frame (in parts,
/// whole, and in a process of its own with its peak memory), one commit of each kind
/// including its write in each renderer, and saving then restoring the session state.
@MainActor
func benchmarkStore(items: Int, report: BenchReport) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("inventory-bench-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("inventory.sqlite").path
  let wall = ContinuousClock()
  let generated = GeneratedInventory.items(count: items)
  let creation = wall.measure {
    _ = try? SQLiteInventoryStore(path: path, initialItems: { generated })
  }
  report.line("store: create with \(items) items  \(report.record("store_create_ms", creation))")
  duplicateInTheMiddle(of: generated, storedAt: path)
  LaunchBenchmark.measure(path: path, runs: 3, into: report)

  // Opening, as a launch does it: the file, the items, the models, the first frame.
  let clock = ManualClock()
  var launched: (SQLiteInventoryStore, HeadlessSession)?
  // The same launch in its parts, to show where the time goes.
  if let store = try? SQLiteInventoryStore(path: path) {
    var loaded: [Item] = []
    let load = wall.measure { loaded = (try? store.loadItems()) ?? [] }
    let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
    var built: InventoryViewModel?
    let model = wall.measure {
      built = InventoryViewModel(
        items: IdentifiedArray(uniqueElements: loaded), dependencies: dependencies)
    }
    // Freed outside the timing: a launch keeps its model.
    withExtendedLifetime(built) {}
    built = nil
    report.line(
      "store: of which read \(report.record("store_read_ms", load)), "
        + "inventory model (items, id index, summary) \(report.record("store_model_ms", model))")
    store.close()
  }
  let open = wall.measure {
    guard let store = try? SQLiteInventoryStore(path: path) else { return }
    let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
    guard
      let inventory = try? InventoryViewModel(dependencies: dependencies, reading: store)
    else { return }
    let app = AppViewModel(inventoryViewModel: inventory, selectedTab: .inventory)
    launched = (
      store,
      HeadlessSession(
        app: app, clock: clock, renderer: .declarative, size: Size(width: 80, height: 24))
    )
  }
  guard let (store, headless) = launched else {
    report.line("store: cannot open \(path)")
    return
  }
  report.line("store: open + load + first frame  \(report.record("store_first_frame_ms", open))")
  for kind in [RendererKind.declarative, .imperative] {
    if headless.session.rendererKind != kind {
      headless.terminal.send(.key(.function(2)))
      headless.loop.pump()
    }
    benchmarkCommits(headless, renderer: kind.rawValue, report: report)
  }

  let inventory = headless.app.inventoryViewModel
  guard let row = inventory.row(id: inventory.items[items / 2].id) else { return }
  row.setEditNavigation(isActive: true)
  row.route?.itemViewModel?.insertText(" draft")
  var state = SessionState(headless.app)
  let saveSession = median(11) { store.saveSession(state) }
  let restore = median(11) {
    state = store.loadSession() ?? state
    headless.app.restore(state)
    headless.loop.drawFrameIfNeeded()
  }
  report.line(
    "store: session save \(report.record("session_save_ms", saveSession)), "
      + "load + restore \(report.record("session_restore_ms", restore))")
  headless.session.unmount()
  store.close()
}

/// One commit of each kind, with its write and the frame after it, in the renderer on screen.
@MainActor
func benchmarkCommits(_ headless: HeadlessSession, renderer: String, report: BenchReport) {
  let inventory = headless.app.inventoryViewModel
  let draw = { headless.loop.drawFrameIfNeeded() }
  let add = median(11) {
    inventory.add(item: Item(id: UUID(), name: "Bench", status: .inStock(quantity: 1)))
    draw()
  }
  // The duplicate modal opens outside the timing; its "Add" is timed.
  guard let source = inventory.row(id: inventory.items[inventory.items.count / 2].id) else {
    return
  }
  var duplicates: [Duration] = []
  for _ in 0..<11 {
    source.duplicateButtonTapped()
    draw()
    guard let form = source.route?.itemViewModel else { break }
    duplicates.append(
      ContinuousClock().measure {
        source.duplicate(item: form.item); draw()
      })
  }
  let duplicate = duplicates.sorted()[duplicates.count / 2]
  var number = 0
  let save = median(11) {
    number += 1
    var item = source.item
    item.name = "Renamed \(number)"
    source.item = item
    draw()
  }
  let deleteLast = median(11) {
    if let last = inventory.items.last { inventory.delete(item: last) }
    draw()
  }
  let deleteFirst = median(11) {
    if let first = inventory.items.first { inventory.delete(item: first) }
    draw()
  }
  let prefix = "store_\(renderer)"
  report.line(
    "store (\(renderer)): commit with write and frame: "
      + "add \(report.record("\(prefix)_add_ms", add)), "
      + "duplicate \(report.record("\(prefix)_duplicate_ms", duplicate)), "
      + "save \(report.record("\(prefix)_save_ms", save)), "
      + "delete last \(report.record("\(prefix)_delete_last_ms", deleteLast)), "
      + "delete first \(report.record("\(prefix)_delete_first_ms", deleteFirst))")
}

/// Adds a copy of the middle item right after it, as a user's Duplicate does, so that the
/// launches measured read a table whose order is not the items' order and must sort it (a
/// store straight from the generator is in order, which once hid a launch that took twice as
/// long and 110 MB more at 1,000,000 items as soon as one item had been duplicated).
@MainActor
private func duplicateInTheMiddle(of items: [Item], storedAt path: String) {
  guard !items.isEmpty, let store = try? SQLiteInventoryStore(path: path) else { return }
  let original = items[items.count / 2]
  let copy = Item(
    id: UUID(), name: original.name + " copy", color: original.color, status: original.status)
  store.commit([.insert(copy, after: original.id)])
  store.close()
}
