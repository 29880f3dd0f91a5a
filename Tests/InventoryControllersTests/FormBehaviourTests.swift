import Inventory
import TerminalCore
import Testing

@MainActor
struct FormBehaviourTests {
  @Test func controlSAddsFromTheSheet() {
    let fixture = Fixture()
    fixture.addItem(named: "Mouse")
    #expect(fixture.inventory.route == nil)
    #expect(fixture.inventory.inventory.map(\.item.name).last == "Mouse")
    #expect(fixture.screen.contains("▸ Mouse"))
  }

  @Test func controlSSavesWithProgressThenPops() async {
    let fixture = Fixture()
    fixture.openEdit()
    fixture.type("s")
    fixture.send(.key(.control("s")))
    let row = fixture.inventory.inventory[0]
    #expect(row.isSaving)
    #expect(fixture.screen.contains("Saving…"))
    // Disabled while saving: a second Ctrl-S does not start another save.
    fixture.send(.key(.control("s")))
    await fixture.advance(milliseconds: 999)
    #expect(row.isSaving)
    await fixture.advance(milliseconds: 1)
    #expect(!row.isSaving)
    #expect(row.item.name == "Keyboards")
    #expect(fixture.inventory.route == nil)
    #expect(fixture.screen.contains("▸ Keyboards"))
  }

  @Test func duplicateModalAddsACopy() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("d"))
    #expect(fixture.screen.contains("Duplicate"))
    fixture.send(.key(.control("s")))
    #expect(fixture.inventory.inventory.count == 5)
    #expect(fixture.inventory.inventory.filter { $0.item.name == "Keyboard" }.count == 2)
  }

  @Test func deleteAlertDeletesWithRightAndEnter() {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.key(.down), .key(.delete))
    fixture.send(.key(.right))
    #expect(fixture.inventory.inventory[1].focusedAlertButton == .delete)
    fixture.send(.key(.enter))
    #expect(fixture.inventory.inventory.map(\.item.name) == ["Keyboard", "Phone", "Headphones"])
    #expect(fixture.inventory.route == nil)
    #expect(!fixture.screen.contains("Charger"))
  }

  @Test func qIsNotConsumedOutsideTextFields() {
    let fixture = Fixture()
    fixture.send(.character("q"))
    fixture.openInventory()
    fixture.send(.character("q"))
    fixture.send(.character("a"))
    fixture.type("q")
    guard case .add(let form) = fixture.inventory.route else {
      Issue.record("add is not open")
      return
    }
    #expect(form.item.name == "q")
    fixture.send(.key(.tab), .character("q"))
    #expect(form.item.name == "q")
    #expect(fixture.harness.unhandledEvents == [.character("q"), .character("q"), .character("q")])
  }

  @Test func duplicateNameWarningAfter300Milliseconds() async {
    let fixture = Fixture()
    fixture.openInventory()
    fixture.send(.character("a"))
    fixture.type("Charger")
    await fixture.advance(milliseconds: 299)
    #expect(!fixture.screen.contains("⚠"))
    await fixture.advance(milliseconds: 1)
    #expect(fixture.screen.contains("⚠ Another item is named this"))
  }

  @Test func pinkAppearsAfter500Milliseconds() async {
    let fixture = Fixture()
    fixture.openColorPicker()
    await fixture.advance(milliseconds: 499)
    #expect(!fixture.screen.contains("Pink"))
    await fixture.advance(milliseconds: 1)
    #expect(fixture.screen.contains("██ Pink"))
  }

  @Test func nameFieldEditsAtTheCursor() {
    let fixture = Fixture()
    fixture.openEdit()
    fixture.send(.key(.home), .key(.right), .key(.delete))
    fixture.type("é👍🏽")
    fixture.send(.key(.end), .key(.backspace))
    guard case .row(_, .edit(let form)) = fixture.inventory.route else {
      Issue.record("edit is not open")
      return
    }
    #expect(form.item.name == "Ké👍🏽yboar")
    #expect(form.nameCursor == 8)
  }

  @Test func stockControls() {
    let fixture = Fixture()
    fixture.openEdit()
    fixture.send(.key(.down), .key(.down), .key(.right), .character("+"), .character("-"))
    guard case .row(_, .edit(let form)) = fixture.inventory.route else {
      Issue.record("edit is not open")
      return
    }
    #expect(form.item.status == .inStock(quantity: 101))
    fixture.send(.key(.down), .key(.enter))
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    #expect(form.focusedField == .backInStock)
    fixture.send(.key(.up), .character(" "))
    #expect(form.item.status == .outOfStock(isOnBackOrder: true))
    #expect(fixture.screen.contains("[x] Is on back order?"))
  }
}
