import Clocks
import Foundation
import Inventory
import Testing

/// Every committed change reaches the injected store as one commit, at the moment the model
/// commits it; drafts never do.
@Suite @MainActor struct StoreCommitTests {
  let store = InMemoryInventoryStore(items: Item.seed)
  let clock = ManualClock()
  let app: AppViewModel
  var inventory: InventoryViewModel { app.inventoryViewModel }

  init() {
    app = AppViewModel(
      dependencies: Dependencies(clock: clock, uuid: .incrementing(), store: store))
  }

  @Test func loadingCommitsNothing() {
    #expect(store.commits.isEmpty)
  }

  @Test func addCommitsOneInsertAfterTheLastRow() throws {
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add sheet")
    form.insertText("Mouse")
    #expect(store.commits.isEmpty, "a draft is not a commit")
    inventory.add(item: form.item)
    #expect(store.commits == [[.insert(form.item, after: Item.headphones.id)]])
    #expect(store.items.map(\.name) == ["Keyboard", "Charger", "Phone", "Headphones", "Mouse"])
  }

  @Test func saveCommitsOneUpdateWhenTheSaveFinishes() async throws {
    let row = try #require(inventory.row(id: Item.keyboard.id))
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.editForm, "no edit screen")
    form.insertText("Pad")
    row.edit(item: form.item)
    await clock.advance(by: .milliseconds(999))
    #expect(store.commits.isEmpty, "not committed while saving")
    await clock.advance(by: .milliseconds(1))
    #expect(store.commits == [[.update(form.item)]])
    #expect(store.items[id: Item.keyboard.id]?.name == "KeyboardPad")
  }

  @Test func duplicateCommitsTheCopy() throws {
    let row = try #require(inventory.row(id: Item.charger.id))
    row.duplicateButtonTapped()
    let copy = try #require(row.route?.itemViewModel?.item)
    row.duplicate(item: copy)
    #expect(store.commits == [[.insert(copy, after: Item.headphones.id)]])
    #expect(store.items.count == 5)
  }

  @Test func deleteCommitsOneDelete() throws {
    let row = try #require(inventory.row(id: Item.phone.id))
    row.deleteButtonTapped()
    row.deleteConfirmationButtonTapped()
    #expect(store.commits == [[.delete(Item.phone.id)]])
    #expect(store.items.map(\.name) == ["Keyboard", "Charger", "Headphones"])
  }

  @Test func anItemInsertedInTheMiddleNamesItsPredecessor() {
    let mouse = Item(id: UUID(), name: "Mouse", status: .inStock(quantity: 2))
    inventory.items.insert(mouse, at: 0)
    #expect(store.commits == [[.insert(mouse, after: nil)]])
    #expect(store.items.first?.name == "Mouse")
  }

  @Test func movingTheHighlightAndOpeningScreensCommitsNothing() async throws {
    inventory.highlightNextRow()
    inventory.scrollOffset = 2
    let row = try #require(inventory.row(id: Item.keyboard.id))
    row.deleteButtonTapped()
    row.cancelButtonTapped()
    row.setEditNavigation(isActive: true)
    row.route?.itemViewModel?.insertText("x")
    row.cancelButtonTapped()
    await clock.advance(by: .seconds(2))
    #expect(store.commits.isEmpty)
  }
}
