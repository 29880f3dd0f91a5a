import CursesTesting
import Inventory
import InventoryViews
import TerminalCore
import TestSupport
import Testing

/// Every screen of the contract's list, driven by keys from a fresh app on seed data: CursesUI's
/// own drawing, compared with its snapshot files.
@MainActor
struct SnapshotTests {
  @Test func tabOne() {
    expectSnapshot(of: App().canvas, named: "tab-one-80x24")
  }

  @Test func tabThree() {
    let app = App()
    app.type("3")
    expectSnapshot(of: app.canvas, named: "tab-three-80x24")
  }

  @Test func inventory() {
    let app = App()
    app.openInventory()
    expectSnapshot(of: app.canvas, named: "inventory-80x24")
  }

  @Test func add() async {
    let app = App()
    app.openInventory()
    app.type("a")
    expectSnapshot(of: app.canvas, named: "add-80x24")
    await app.advance(milliseconds: 500)
    expectSnapshot(of: app.canvas, named: "add-predicted-80x24")
  }

  @Test func edit() async {
    let app = App()
    app.openInventory()
    app.send(.enter)
    expectSnapshot(of: app.canvas, named: "edit-80x24")
    app.send(.control("s"))
    expectSnapshot(of: app.canvas, named: "edit-saving-80x24")
    await app.advance(milliseconds: 1000)
  }

  @Test func duplicate() {
    let app = App()
    app.openInventory()
    app.type("d")
    expectSnapshot(of: app.canvas, named: "duplicate-80x24")
  }

  @Test func deleteAlert() {
    let app = App()
    app.openInventory()
    app.type("x")
    expectSnapshot(of: app.canvas, named: "delete-alert-80x24")
  }

  @Test func colorPicker() async {
    let app = App()
    app.openInventory()
    app.send(.enter, .down, .enter)
    expectSnapshot(of: app.canvas, named: "color-picker-80x24")
    await app.advance(milliseconds: 500)
    expectSnapshot(of: app.canvas, named: "color-picker-pink-80x24")
  }

  @Test func outOfStock() {
    let app = App()
    app.openInventory()
    app.send(.down, .down, .enter)
    expectSnapshot(of: app.canvas, named: "out-of-stock-80x24")
  }

  @Test func duplicateName() async {
    let app = App()
    app.openInventory()
    app.send(.enter)
    for _ in 0..<8 { app.send(.backspace) }
    app.type("Charger")
    await app.advance(milliseconds: 300)
    expectSnapshot(of: app.canvas, named: "duplicate-name-80x24")
  }

  @Test func longName() {
    let app = App()
    app.openInventory()
    app.type("a")
    app.type("An extraordinarily long item name that cannot possibly fit in a row")
    app.send(.control("s"))
    expectSnapshot(of: app.canvas, named: "long-name-80x24")
  }

  @Test func cjkEmojiName() {
    let app = App()
    app.openInventory()
    app.type("a")
    app.type("漢字キーボード 🎧👍🏽")
    expectSnapshot(of: app.canvas, named: "cjk-emoji-add-80x24")
    app.send(.control("s"))
    expectSnapshot(of: app.canvas, named: "cjk-emoji-80x24")
  }

  @Test func smallAndLarge() {
    for (width, height) in [(40, 12), (120, 40)] {
      let app = App(width: width, height: height)
      app.openInventory()
      expectSnapshot(of: app.canvas, named: "inventory-\(width)x\(height)")
      app.send(.enter)
      expectSnapshot(of: app.canvas, named: "edit-\(width)x\(height)")
    }
  }

  @Test func shortScreensScrollToTheFocus() {
    let app = App(width: 40, height: 12)
    app.openInventory()
    app.type("a")
    expectSnapshot(of: app.canvas, named: "add-40x12")
    app.send(.down, .enter, .down, .down, .down, .down, .down, .down)
    expectSnapshot(of: app.canvas, named: "color-picker-scrolled-40x12")
  }
}
