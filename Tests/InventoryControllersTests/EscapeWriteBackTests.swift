import Inventory
import TerminalCore
import Testing

@MainActor
struct EscapeWriteBackTests {
  @Test func escapeCancelsTheAddSheet() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"))
    #expect(fixture.inventory.route != nil)
    fixture.send(.key(.escape))
    #expect(fixture.inventory.route == nil)
    #expect(!fixture.screen.contains("Cancel"))
    #expect(fixture.inventory.inventory.count == 4)
  }

  @Test func escapeCancelsTheDeleteAlert() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("x"))
    #expect(fixture.screen.contains("Are you sure you want to delete this item?"))
    fixture.send(.key(.escape))
    #expect(fixture.inventory.route == nil)
    #expect(!fixture.screen.contains("Are you sure"))
    #expect(fixture.inventory.inventory.count == 4)
  }

  @Test func escapePopsTheEditScreenOnce() {
    let fixture = Fixture()
    fixture.openEdit()
    #expect(fixture.screen.contains("Inventory › Edit"))
    fixture.send(.key(.escape))
    #expect(fixture.inventory.route == nil)
    #expect(!fixture.screen.contains("Edit"))
    #expect(fixture.screen.contains("▸ Keyboard"))
    // Nothing is pushed again on later turns.
    fixture.send(.key(.down))
    #expect(!fixture.screen.contains("Edit"))
  }

  @Test func escapePopsThePickerWithoutChoosing() {
    let fixture = Fixture()
    fixture.openColorPicker()
    guard case .row(_, .edit(let form)) = fixture.inventory.route else {
      Issue.record("edit is not open")
      return
    }
    #expect(form.route == .colorPicker)
    fixture.send(.key(.down), .key(.escape))
    #expect(form.route == nil)
    #expect(form.item.color == .blue)
    #expect(fixture.screen.contains("Inventory › Edit"))
    #expect(!fixture.screen.contains("Inventory › Edit › Color"))
  }

  @Test func escapeOnARootScreenIsNotUsed() {
    let fixture = Fixture()
    fixture.send(.key(.escape))
    fixture.openInventory()
    fixture.send(.key(.escape))
    #expect(fixture.harness.unhandledEvents == [.key(.escape), .key(.escape)])
  }

  @Test func cancelButtonsCloseByClick() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"))
    _ = fixture.screen
    fixture.harness.click(x: 6, y: 2)
    #expect(fixture.inventory.route == nil)
  }

  @Test func choosingAColourPopsAndWritesIt() {
    let fixture = Fixture()
    fixture.openColorPicker()
    fixture.send(.key(.up), .key(.enter))
    guard case .row(_, .edit(let form)) = fixture.inventory.route else {
      Issue.record("edit is not open")
      return
    }
    #expect(form.item.color == .green)
    #expect(form.route == nil)
    #expect(fixture.screen.contains("██ Green"))
  }
}
