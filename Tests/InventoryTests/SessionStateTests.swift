import Clocks
import Foundation
import Identity
import Inventory
import Testing

/// Session state taken from one app, through JSON, applied to a new app over the same items,
/// gives the same models; work in flight is settled as the model defines.
@Suite @MainActor struct SessionStateTests {
  /// A new app over the same items with `app`'s state applied, through JSON.
  private func relaunch(_ app: AppViewModel) throws -> (AppViewModel, ManualClock) {
    let data = try SessionState(app).encoded()
    let clock = ManualClock()
    let dependencies = Dependencies(clock: clock, uuid: .incrementing(from: 100))
    let restored = AppViewModel(
      inventoryViewModel: InventoryViewModel(
        items: app.inventoryViewModel.items, dependencies: dependencies))
    restored.restore(try SessionState(decoding: data))
    return (restored, clock)
  }

  @Test func aHalfTypedEditComesBackWithTextCursorAndFocus() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    let row = try #require(app.inventoryViewModel.row(id: Item.charger.id))
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.itemViewModel)
    form.insertText(" 2")
    form.nameCursor = 3
    form.focusNextField()
    let (restored, _) = try relaunch(app)
    #expect(restored.url == app.url)
    #expect(restored.selectedTab == .inventory)
    let back = try #require(restored.inventoryViewModel.route?.editForm, "edit screen not restored")
    let id = try #require(restored.inventoryViewModel.route?.rowID)
    #expect(id == Item.charger.id)
    #expect(back.item.name == "Charger 2")
    #expect(back.nameCursor == 3)
    #expect(back.focusedField == .color)
    #expect(restored.inventoryViewModel.row(id: id)?.route == .edit(back), "rows in sync")
  }

  @Test func theColorPickerComesBackWithItsLoadedColorsAndHighlight() async throws {
    let (app, clock) = makeApp()
    app.inventoryViewModel.addButtonTapped()
    let form = try #require(app.inventoryViewModel.route?.addForm)
    form.setColorPickerNavigation(isActive: true)
    await clock.advance(by: .milliseconds(600))
    form.highlightedColorIndex = 7
    let (restored, _) = try relaunch(app)
    let back = try #require(restored.inventoryViewModel.route?.addForm, "add sheet not restored")
    #expect(back.route == .colorPicker)
    #expect(back.newColors == [.pink])
    #expect(back.highlightedColorIndex == 7)
  }

  @Test func aPredictionThatHadNotHappenedHappensAfterRestore() async throws {
    let (app, clock) = makeApp()
    app.inventoryViewModel.addButtonTapped()
    await clock.advance(by: .milliseconds(200))
    let (restored, restoredClock) = try relaunch(app)
    let back = try #require(restored.inventoryViewModel.route?.addForm)
    #expect(back.item.name == "")
    await restoredClock.advance(by: .milliseconds(500))
    #expect(back.item.name == "Bluetooth Keyboard")
  }

  @Test func aPredictionThatHappenedIsNotRepeated() async throws {
    let (app, clock) = makeApp()
    app.inventoryViewModel.addButtonTapped()
    await clock.advance(by: .milliseconds(600))
    let form = try #require(app.inventoryViewModel.route?.addForm)
    form.item.name = "Mouse"
    let (restored, restoredClock) = try relaunch(app)
    await restoredClock.advance(by: .seconds(1))
    let back = try #require(restored.inventoryViewModel.route?.addForm)
    #expect(back.item.name == "Mouse")
  }

  @Test func aSaveInFlightIsStartedAgainAndCommittedOnce() async throws {
    let (app, clock) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.keyboard.id))
    row.setEditNavigation(isActive: true)
    let form = try #require(row.route?.itemViewModel)
    form.insertText("Pad")
    row.edit(item: form.item)
    await clock.advance(by: .milliseconds(500))
    let (restored, restoredClock) = try relaunch(app)
    let restoredRow = try #require(restored.inventoryViewModel.row(id: Item.keyboard.id))
    #expect(restoredRow.isSaving, "still saving: an open draft, not half-applied")
    #expect(restoredRow.item.name == "Keyboard")
    await restoredClock.advance(by: .seconds(1))
    #expect(!restoredRow.isSaving)
    #expect(restoredRow.item.name == "KeyboardPad")
    #expect(restored.inventoryViewModel.route == nil)
  }

  @Test func theDeleteAlertKeepsItsFocusedButton() throws {
    let (app, _) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.phone.id))
    row.deleteButtonTapped()
    row.focusedAlertButton = .delete
    let (restored, _) = try relaunch(app)
    let back = try #require(restored.inventoryViewModel.row(id: Item.phone.id))
    #expect(back.route == .deleteAlert)
    #expect(back.focusedAlertButton == .delete)
  }

  @Test func highlightScrollAndFocusComeBack() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    app.inventoryViewModel.highlightedRowID = Item.phone.id
    app.inventoryViewModel.scrollOffset = 1
    app.inventoryViewModel.focus = .addButton
    let (restored, _) = try relaunch(app)
    #expect(restored.inventoryViewModel.highlightedRowID == Item.phone.id)
    #expect(restored.inventoryViewModel.scrollOffset == 1)
    #expect(restored.inventoryViewModel.focus == .addButton)
  }

  @Test func theFilterComesBackWithItsCursorFocusAndHighlight() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    let inventory = app.inventoryViewModel
    inventory.focus = .filter
    inventory.applyFilterEdit(.insert("phoes"))
    inventory.applyFilterEdit(.moveLeft)
    inventory.applyFilterEdit(.moveLeft)
    inventory.applyFilterEdit(.insert("n"))
    inventory.applyFilterEdit(.moveLeft)
    #expect(inventory.highlightedRowID == Item.headphones.id)
    let (restored, _) = try relaunch(app)
    let back = restored.inventoryViewModel
    #expect(back.filter.text == "phones")
    #expect(back.filter.cursor == 3)
    #expect(back.focus == .filter)
    #expect(back.filteredRows.map(\.item.name) == ["Headphones"])
    #expect(restored.url == app.url)
    #expect(back.highlightedRowID == inventory.highlightedRowID)
  }

  @Test func theRenameAlertComesBackHalfTyped() throws {
    let (app, _) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.charger.id))
    row.renameButtonTapped()
    let draft = try #require(row.route?.renameViewModel)
    draft.apply(.insert(" Pro"))
    draft.apply(.moveLeft)
    draft.focusNextControl()
    draft.focusOtherButton()
    let (restored, _) = try relaunch(app)
    let back = try #require(restored.inventoryViewModel.openRenameDraft)
    #expect(back.name.text == "Charger Pro")
    #expect(back.name.cursor == 10)
    #expect(back.focus == .rename)
    #expect(!back.isMissingName)
    #expect(restored.url == app.url)
    #expect(restored.inventoryViewModel.row(id: Item.charger.id)?.route == .renameAlert(back))
  }

  @Test func aRefusedBlankRenameStillSaysWhy() throws {
    let (app, _) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.phone.id))
    row.renameButtonTapped()
    let draft = try #require(row.route?.renameViewModel)
    draft.apply(.deleteToStart)
    row.renameConfirmationButtonTapped()
    let (restored, _) = try relaunch(app)
    #expect(restored.inventoryViewModel.openRenameDraft?.isMissingName == true)
  }

  @Test func theSortOrderComesBackWithTheHighlightAndScroll() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    let inventory = app.inventoryViewModel
    inventory.visibleRowCount = 2
    inventory.sortHeaderTapped(.name)
    inventory.sortHeaderTapped(.name)
    inventory.highlightedRowID = Item.charger.id
    inventory.scrollToHighlightedRow(visibleRowCount: 2)
    let data = try SessionState(app).encoded()
    #expect(String(decoding: data, as: UTF8.self).contains(#""sortOrder":"-name""#))
    let (restored, _) = try relaunch(app)
    let back = restored.inventoryViewModel
    #expect(back.sortOrder == ItemSortOrder(.name, isAscending: false))
    #expect(back.filteredRows.map(\.item.name) == ["Phone", "Keyboard", "Headphones", "Charger"])
    #expect(back.highlightedRowID == Item.charger.id)
    #expect(back.scrollOffset == inventory.scrollOffset)
  }

  @Test func aStateSavedBeforeTheFilterHasNone() throws {
    let json =
      #"{"version":1,"selectedTab":"inventory","inventoryFocus":"list","scrollOffset":0,"isPredictingName":false}"#
    let state = try SessionState(decoding: Data(json.utf8))
    #expect(state.filter == nil)
    #expect(state.sortOrder == nil, "nor a sort order")
    let (app, _) = makeApp()
    app.inventoryViewModel.applyFilterEdit(.insert("x"))
    app.restore(state)
    #expect(app.inventoryViewModel.filter.text.isEmpty)
  }

  @Test func aScreenOfARowThatIsGoneIsDropped() throws {
    let (app, _) = makeApp()
    var state = SessionState()
    state.route = .row(id: UUID(), route: .deleteAlert(focusedButton: .cancel))
    state.highlightedRowID = UUID()
    app.restore(state)
    #expect(app.inventoryViewModel.route == nil)
    #expect(app.inventoryViewModel.highlightedRowID == Item.keyboard.id)
  }

  @Test func aStateFromANewerFormatIsIgnored() {
    let (app, _) = makeApp()
    var state = SessionState()
    state.version = SessionState.currentVersion + 1
    state.selectedTab = .three
    app.restore(state)
    #expect(app.selectedTab == .one)
  }

  @Test func casesAreSavedAsWords() throws {
    var state = SessionState()
    state.selectedTab = .inventory
    state.inventoryFocus = .addButton
    let json = String(decoding: try state.encoded(), as: UTF8.self)
    #expect(json.contains("\"selectedTab\":\"inventory\""), "\(json)")
    #expect(json.contains("\"inventoryFocus\":\"addButton\""), "\(json)")
  }
}
