import Clocks
import Foundation
// store-crash-probe: commits changes to an inventory store through the real view models, as
// fast as it can, until it is killed; the SIGKILL test reads what it acknowledged.
//
//   store-crash-probe PATH SEED
//
// For each change it writes `begin N add|edit|delete ID [BASE64-NAME]` before the model
// commits it and `ack N` after the commit returned, straight to stdout with write(2), so a
// line that was printed is never lost in a buffer. The session state is saved along the way
// by the same autosave as the app's. Names are random and hostile (escapes, NUL, controls,
// bidi overrides, emoji, long).
import Identity
import Inventory
import InventorySQLite
import InventorySession

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

func emit(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
    if written <= 0 { exit(3) }
    offset += written
  }
}

func hostileName(_ random: inout SplitMix) -> String {
  let pieces = [
    "Keyboard", "\u{1B}[2J", "\u{0}", "\t", "\n", "\u{202E}", "👍🏽", "键盘", "e\u{301}", "'", "\"",
    "; DROP TABLE items; --", "\u{7F}", "\u{200B}", " ",
  ]
  // Always something visible: the models refuse a blank name.
  var name = "n"
  for _ in 0..<random.below(12) {
    if random.below(4) == 0 {
      name += String(repeating: "x", count: random.below(3000))
    } else {
      name += pieces[random.below(pieces.count)]
    }
  }
  return name
}

@MainActor
func run() async -> Int32 {
  let arguments = CommandLine.arguments
  guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: store-crash-probe PATH SEED\n".utf8))
    return 64
  }
  let store: SQLiteInventoryStore
  do { store = try SQLiteInventoryStore(path: arguments[1]) } catch {
    FileHandle.standardError.write(Data("store-crash-probe: \(error)\n".utf8))
    return 1
  }
  let items: [Item]
  do { items = try store.loadItems() } catch { return 1 }
  store.onFailure = { error in
    FileHandle.standardError.write(Data("store-crash-probe: \(error)\n".utf8))
    exit(2)
  }
  let clock = ManualClock()
  let dependencies = Dependencies(clock: clock, uuid: .live, store: store)
  let app = AppViewModel(
    inventoryViewModel: InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items), dependencies: dependencies))
  let autosave = SessionAutosave(app: app, renderer: { .declarative }) { store.saveSession($0) }
  let inventory = app.inventoryViewModel
  var random = SplitMix(state: seed)
  // The test that started the probe kills it; if that test is gone (killed, or stopped
  // before its kill), the probe is reparented and stops rather than commit forever.
  let parent = getppid()
  emit("ready")
  for number in 0... {
    guard getppid() == parent else { return 0 }
    let items = inventory.items
    let choice = items.isEmpty ? 0 : random.below(items.count > 40 ? 4 : 3)
    switch choice {
    case 0:
      inventory.addButtonTapped()
      guard case .add(let form) = inventory.route else { return 4 }
      form.item.name = hostileName(&random)
      form.item.status =
        random.below(2) == 0
        ? .inStock(quantity: random.below(1000)) : .outOfStock(isOnBackOrder: random.below(2) == 0)
      form.item.color = random.below(3) == 0 ? nil : Color.defaults[random.below(6)]
      let item = form.item
      emit("begin \(number) add \(item.id) \(Data(item.name.utf8).base64EncodedString())")
      inventory.add(item: item)
    case 1:
      guard let row = inventory.row(id: items[random.below(items.count)].id) else { return 4 }
      row.setEditNavigation(isActive: true)
      guard let form = row.route?.itemViewModel else { return 4 }
      form.item.name = hostileName(&random)
      let name = form.item.name
      emit("begin \(number) edit \(row.id) \(Data(name.utf8).base64EncodedString())")
      row.edit(item: form.item)
      await clock.advance(by: .seconds(1))
    default:
      guard let row = inventory.row(id: items[random.below(items.count)].id) else { return 4 }
      emit("begin \(number) delete \(row.id)")
      row.deleteButtonTapped()
      row.deleteConfirmationButtonTapped()
    }
    emit("ack \(number)")
    // Session state too, so kills also land in the middle of session saves.
    if number % 3 == 0 { await clock.advance(by: SessionAutosave.delay) }
  }
  _ = autosave
  return 0
}

exit(await run())
