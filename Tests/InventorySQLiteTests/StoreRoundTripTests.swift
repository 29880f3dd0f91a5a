import Foundation
import Inventory
import TestSupport
import Testing

@testable import InventorySQLite

/// What goes into the store comes back out of a reopened file, byte for byte and in order.
@Suite @MainActor struct StoreRoundTripTests {
  let folder: TemporaryFolder
  let path: String

  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("inventory.sqlite")
  }

  /// Every shape an item takes: each colour and none, each status, extreme quantities, and
  /// names that are empty, hostile (escapes, NUL, controls, bidi overrides), combining,
  /// wide, emoji, and a megabyte long.
  static let shapes: [Item] = {
    let names = [
      "", "Keyboard", "\u{1B}[2J\u{1B}]0;owned\u{07}", "a\u{0}b", "tab\there\nnewline\r",
      "\u{202E}evil\u{202C}", "e\u{301}\u{301}", "键盘 👍🏽 👨‍👩‍👧", "'; DROP TABLE items; --",
      String(repeating: "long name ", count: 100_000),
    ]
    let colors: [Color?] =
      [nil, .pink, Color(name: "", red: 0.1, green: 0.2, blue: 0.3)]
      + Color.defaults
    let statuses: [Item.Status] = [
      .inStock(quantity: 0), .inStock(quantity: 1), .inStock(quantity: .max),
      .outOfStock(isOnBackOrder: true), .outOfStock(isOnBackOrder: false),
    ]
    var items: [Item] = []
    for (index, name) in names.enumerated() {
      for (colorIndex, color) in colors.enumerated() where (index + colorIndex) % 3 == 0 {
        let status = statuses[(index + colorIndex) % statuses.count]
        items.append(Item(id: UUID(), name: name, color: color, status: status))
      }
    }
    return items
  }()

  @Test func aNewFileHoldsTheSeedItems() throws {
    let store = try SQLiteInventoryStore(path: path)
    #expect(store.wasCreated)
    #expect(try store.loadItems() == Item.seed)
    store.close()
    let again = try SQLiteInventoryStore(path: path)
    #expect(!again.wasCreated)
    #expect(try again.loadItems() == Item.seed)
  }

  @Test func everyItemShapeComesBackByteForByte() throws {
    let store = try SQLiteInventoryStore(path: path, initialItems: { [] })
    var previous: UUID?
    for item in Self.shapes {
      store.commit([.insert(item, after: previous)])
      previous = item.id
    }
    #expect(store.failure == nil)
    store.close()
    let loaded = try SQLiteInventoryStore(path: path).loadItems()
    #expect(loaded.count == Self.shapes.count)
    for (back, item) in zip(loaded, Self.shapes) {
      #expect(back == item)
      #expect(Array(back.name.utf8) == Array(item.name.utf8), "bytes of \(item.name.prefix(20))")
    }
  }

  @Test func updatesAndDeletesAreKept() throws {
    let store = try SQLiteInventoryStore(path: path)
    var keyboard = Item.keyboard
    keyboard.name = "Keyboard\u{0} Pro"
    keyboard.status = .outOfStock(isOnBackOrder: true)
    keyboard.color = nil
    store.commit([.update(keyboard)])
    store.commit([.delete(Item.phone.id)])
    store.close()
    let loaded = try SQLiteInventoryStore(path: path).loadItems()
    #expect(loaded == [keyboard, .charger, .headphones])
  }

  @Test func insertsLandWhereTheModelPutThem() throws {
    let store = try SQLiteInventoryStore(path: path)
    let first = Item(name: "First", status: .inStock(quantity: 1))
    let middle = Item(name: "Middle", status: .inStock(quantity: 1))
    let last = Item(name: "Last", status: .inStock(quantity: 1))
    store.commit([.insert(first, after: nil)])
    store.commit([.insert(middle, after: Item.charger.id)])
    store.commit([.insert(last, after: Item.headphones.id)])
    // Sixty inserts at one spot exhaust the halving of keys and force a renumbering.
    var previous = Item.keyboard.id
    var squeezed: [Item] = []
    for number in 0..<60 {
      let item = Item(name: "Squeezed \(number)", status: .inStock(quantity: number))
      store.commit([.insert(item, after: previous)])
      previous = item.id
      squeezed.append(item)
    }
    #expect(store.failure == nil)
    let names = try store.loadItems().map(\.name)
    #expect(
      names == ["First", "Keyboard"] + squeezed.map(\.name) + [
        "Charger", "Middle", "Phone", "Headphones", "Last",
      ])
    // A launch takes the items as it reads them, in the table's order, and puts them in order.
    let inventory = try InventoryViewModel(dependencies: .live, reading: store)
    #expect(inventory.items.map(\.name) == names)
    // The id index, built from the ids as they were read, follows the items into order.
    let items = inventory.items
    #expect(items.ids == items.map(\.id))
    #expect(items.indices.allSatisfy { items.index(id: items[$0].id) == $0 })
  }

  @Test func oneCommitIsOneTransaction() throws {
    let store = try SQLiteInventoryStore(path: path)
    let mouse = Item(name: "Mouse", status: .inStock(quantity: 1))
    // The second change breaks a constraint: the first must not stay behind.
    var broken = mouse
    broken.id = Item.keyboard.id
    store.commit([.delete(Item.charger.id), .insert(mouse, after: nil), .update(mouse)])
    #expect(store.failure == nil)
    try store.connection?.execute(
      "CREATE TRIGGER refuse BEFORE DELETE ON items WHEN old.name = 'Phone' "
        + "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    var failures: [StoreError] = []
    store.onFailure = { failures.append($0) }
    store.commit([.delete(Item.keyboard.id), .delete(Item.phone.id)])
    #expect(failures.count == 1)
    #expect(try store.loadItems().map(\.name) == ["Mouse", "Keyboard", "Phone", "Headphones"])
  }

  @Test func theSessionStateComesBack() throws {
    let store = try SQLiteInventoryStore(path: path)
    #expect(store.loadSession() == nil)
    var state = SessionState()
    state.selectedTab = .inventory
    state.route = .row(
      id: Item.keyboard.id,
      route: .edit(
        SessionState.Form(
          item: Self.shapes[4], nameCursor: 3, focusedField: .quantity, isColorPickerOpen: true,
          highlightedColorIndex: 7, newColors: [.pink]), saving: Self.shapes[5]))
    state.renderer = "imperative"
    store.saveSession(state)
    store.close()
    let again = try SQLiteInventoryStore(path: path)
    #expect(again.loadSession() == state)
    again.clearSession()
    #expect(again.loadSession() == nil)
    #expect(try again.loadItems() == Item.seed, "--fresh keeps the items")
  }

  @Test func theFileIsInWALModeWithTheCurrentVersion() throws {
    let store = try SQLiteInventoryStore(path: path)
    #expect(try store.connection?.text("PRAGMA journal_mode") == "wal")
    #expect(try store.connection?.integer("PRAGMA user_version") == 1)
    #expect(SQLiteInventoryStore.migrations.count == SQLiteInventoryStore.schemaVersion)
    #expect(try store.connection?.text("PRAGMA integrity_check") == "ok")
  }
}
