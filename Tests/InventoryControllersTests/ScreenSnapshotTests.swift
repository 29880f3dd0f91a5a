import CursesTesting
import Inventory
import TerminalCore
import TestSupport
import Testing

/// CursesKit's own drawing of each screen, compared with its snapshot files.
@MainActor
struct ScreenSnapshotTests {
  @Test func tabs() {
    let fixture = Fixture()
    expectSnapshot(fixture.screen, named: "tab-one-80x24")
    fixture.send(.character("3"))
    expectSnapshot(fixture.screen, named: "tab-three-80x24")
  }

  @Test func inventory() {
    let fixture = Fixture()
    fixture.openInventory()
    expectSnapshot(fixture.screen, named: "inventory-80x24")
  }

  @Test func addBeforeAndAfterPrediction() async {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"))
    expectSnapshot(fixture.screen, named: "add-80x24")
    await fixture.advance(milliseconds: 500)
    expectSnapshot(fixture.screen, named: "add-predicted-80x24")
  }

  @Test func editAndSaving() {
    let fixture = Fixture()
    fixture.openEdit()
    expectSnapshot(fixture.screen, named: "edit-80x24")
    fixture.send(.key(.control("s")))
    expectSnapshot(fixture.screen, named: "edit-saving-80x24")
  }

  @Test func duplicate() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.down)
    fixture.send(.character("d"))
    expectSnapshot(fixture.screen, named: "duplicate-80x24")
  }

  @Test func deleteAlert() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.down, .down)
    fixture.send(.character("x"))
    expectSnapshot(fixture.screen, named: "delete-alert-80x24")
  }

  @Test func colorPickerBeforeAndAfterPink() async {
    let fixture = Fixture()
    fixture.openColorPicker()
    expectSnapshot(fixture.screen, named: "color-picker-80x24")
    await fixture.advance(milliseconds: 500)
    expectSnapshot(fixture.screen, named: "color-picker-pink-80x24")
  }

  @Test func outOfStockForm() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.down, .down, .enter)
    expectSnapshot(fixture.screen, named: "out-of-stock-80x24")
  }

  @Test func duplicateNameWarning() async {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"))
    fixture.type("keyboard")
    await fixture.advance(milliseconds: 300)
    expectSnapshot(fixture.screen, named: "duplicate-name-80x24")
  }

  @Test func longName() {
    let fixture = Fixture()
    fixture.addItem(
      named: "A remarkably long wireless ergonomic keyboard with a numeric keypad and backlight")
    expectSnapshot(fixture.screen, named: "long-name-80x24")
  }

  @Test func cjkAndEmojiName() {
    let fixture = Fixture()
    fixture.addItem(named: "键盘 👍🏽 Café")
    expectSnapshot(fixture.screen, named: "cjk-emoji-80x24")
  }

  @Test func smallTerminal() {
    let fixture = Fixture(width: 40, height: 12)
    fixture.openInventory()
    expectSnapshot(fixture.screen, named: "inventory-40x12")
    fixture.send(.key(.enter))
    expectSnapshot(fixture.screen, named: "edit-40x12")
    fixture.send(.escape)
    fixture.send(.character("a"))
    expectSnapshot(fixture.screen, named: "add-40x12")
  }

  @Test func largeTerminal() {
    let fixture = Fixture(width: 120, height: 40)
    fixture.openInventory()
    expectSnapshot(fixture.screen, named: "inventory-120x40")
    fixture.send(.key(.enter))
    expectSnapshot(fixture.screen, named: "edit-120x40")
  }

  @Test func styledInventory() {
    let fixture = Fixture()
    fixture.openInventory()
    expectSnapshot(fixture.styledScreen, named: "inventory-80x24-styled")
  }

  @Test func styledEditShowsCursorAndFocus() {
    let fixture = Fixture()
    fixture.openEdit()
    fixture.send(.left, .left)
    expectSnapshot(fixture.styledScreen, named: "edit-80x24-styled")
  }
}
