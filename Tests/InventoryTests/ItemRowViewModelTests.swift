import Clocks
import Foundation
import Inventory
import Testing

@Suite @MainActor struct ItemRowViewModelTests {
  // Stored so the app outlives each test: rows hold their inventory weakly.
  let app: AppViewModel
  let clock: ManualClock
  let row: ItemRowViewModel

  init() throws {
    (app, clock) = makeApp()
    row = try #require(app.inventoryViewModel.row(id: Item.keyboard.id))
  }

  @Test func anItemWithAnotherIDKeepsTheRowsID() throws {
    let inventory = app.inventoryViewModel
    #expect(inventory.isNameTaken("Keyboard", excluding: generatedID(99)), "counts the names")
    var item = Item.keyboard
    item.id = generatedID(42)
    item.name = "Typewriter"
    row.item = item
    #expect(row.item.id == Item.keyboard.id)
    #expect(inventory.items[id: Item.keyboard.id]?.name == "Typewriter")
    #expect(!inventory.items.contains(id: generatedID(42)))
    #expect(inventory.isNameTaken("typewriter", excluding: generatedID(99)))
    #expect(!inventory.isNameTaken("keyboard", excluding: generatedID(99)))
  }

  @Test func deleteButtonShowsTheAlert() throws {
    row.deleteButtonTapped()
    #expect(row.route == .deleteAlert)
  }

  @Test func deleteConfirmationRemovesTheItem() throws {
    row.deleteButtonTapped()
    row.deleteConfirmationButtonTapped()
    #expect(row.route == nil)
    #expect(app.inventoryViewModel.route == nil)
    #expect(!app.inventoryViewModel.items.contains(id: Item.keyboard.id))
  }

  @Test func cancelClosesAnyRowScreen() throws {
    for open in [
      row.deleteButtonTapped, row.duplicateButtonTapped, { row.setEditNavigation(isActive: true) },
    ] {
      open()
      #expect(row.route != nil)
      row.cancelButtonTapped()
      #expect(row.route == nil)
      #expect(app.inventoryViewModel.route == nil)
    }
    #expect(app.inventoryViewModel.items.count == 4)
  }

  @Test func duplicateButtonOpensACopyUnderANewID() throws {
    row.duplicateButtonTapped()
    let form = try #require(row.route?.duplicateForm, "no duplicate route")
    #expect(form.item == Item.keyboard.duplicate(id: generatedID(0)))
    // The copy shares the original's name, so the form warns right away.
    #expect(form.nameIsDuplicate)
  }

  @Test func duplicateAddsTheCopyAndCloses() throws {
    row.duplicateButtonTapped()
    let form = try #require(row.route?.duplicateForm, "no duplicate route")
    form.insertText(" 2")
    row.duplicate(item: form.item)
    #expect(row.route == nil)
    #expect(app.inventoryViewModel.route == nil)
    let items = app.inventoryViewModel.items
    #expect(items.map(\.name) == ["Keyboard", "Charger", "Phone", "Headphones", "Keyboard 2"])
    #expect(items.last?.id == generatedID(0))
    #expect(items.last?.status == .inStock(quantity: 100))
  }

  @Test func editNavigationPushesAFormOfTheItemAndPops() throws {
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    #expect(form.item == Item.keyboard)
    #expect(!form.nameIsDuplicate)
    // Activating again keeps the open form and its edits.
    form.insertText("!")
    row.setEditNavigation(isActive: true)
    #expect(row.route == .edit(form))
    row.setEditNavigation(isActive: false)
    #expect(row.route == nil)
  }

  @Test func savingTakesOneSecondThenCommitsAndCloses() async throws {
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    form.item.name = "Mechanical Keyboard"
    row.edit(item: form.item)
    #expect(row.isSaving)
    await clock.advance(by: .milliseconds(999))
    #expect(row.isSaving)
    #expect(row.item.name == "Keyboard")
    #expect(row.route == .edit(form))
    await clock.advance(by: .milliseconds(1))
    #expect(!row.isSaving)
    #expect(row.item.name == "Mechanical Keyboard")
    #expect(row.route == nil)
    #expect(app.inventoryViewModel.route == nil)
  }

  @Test func savingKeepsTheRowsID() async throws {
    row.edit(item: Item(id: generatedID(5), name: "Other", status: .inStock(quantity: 1)))
    await clock.advance(by: .seconds(1))
    #expect(row.item.id == Item.keyboard.id)
    #expect(row.item.name == "Other")
  }

  @Test func leavingTheEditScreenCancelsTheSave() async throws {
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    form.item.name = "Renamed"
    row.edit(item: form.item)
    #expect(form.isSaving)
    row.deleteButtonTapped()
    #expect(!row.isSaving)
    await clock.advance(by: .seconds(1))
    #expect(row.item.name == "Keyboard")
    #expect(row.route == .deleteAlert)
  }

  @Test func theFormIsReadOnlyWhileSaving() async throws {
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    form.insertText("s")
    row.edit(item: form.item)
    form.insertText("!")
    form.markAsSoldOutButtonTapped()
    form.chooseColor(.red)
    #expect(form.item.name == "Keyboards")
    #expect(form.item.status == Item.keyboard.status)
    #expect(form.nameNotice?.hasPrefix("Saving…") == true)
    await clock.advance(by: .seconds(1))
    #expect(row.item.name == "Keyboards")
    #expect(row.route == nil)
  }

  @Test func aNamelessItemIsNotSaved() async throws {
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit route")
    form.item.name = "  "
    row.edit(item: form.item)
    #expect(!row.isSaving)
    #expect(form.nameNotice == "⚠ An item needs a name")
    form.insertText("x")
    #expect(form.nameNotice == nil)
  }

  @Test func aRowOnItsOwnOnlyClosesItsScreens() {
    let row = ItemRowViewModel(
      item: .charger, dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    row.deleteButtonTapped()
    row.deleteConfirmationButtonTapped()
    #expect(row.route == nil)
    row.duplicateButtonTapped()
    row.duplicate(item: .phone)
    #expect(row.route == nil)
    #expect(row.item == .charger)
  }

  @Test func rowsAreIdentifiedByTheirItem() {
    let row = ItemRowViewModel(item: .phone)
    #expect(row.id == Item.phone.id)
    row.item = Item(id: generatedID(1), name: "Renamed", status: .inStock(quantity: 1))
    #expect(row.item.id == Item.phone.id)
    #expect(row != ItemRowViewModel(item: .phone))
    #expect(row == row)
  }
}
