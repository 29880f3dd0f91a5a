import Foundation
import Inventory
import Testing

/// The transient UI state beyond the form fields: the inventory screen's focus, the colour
/// picker's highlighted row and the delete alert's focused button.
@MainActor
struct FocusStateTests {
  @Test func inventoryFocusStartsOnTheList() {
    let (app, _) = makeApp()
    #expect(app.inventoryViewModel.focus == .list)
    app.inventoryViewModel.focus = .addButton
    #expect(app.inventoryViewModel.focus == .addButton)
  }

  @Test func colorChoicesAreNoneThenDefaultsThenNewColors() async {
    let (app, clock) = makeApp()
    let row = try! #require(app.inventoryViewModel.row(id: Item.keyboard.id))
    row.setEditNavigation(isActive: true)
    let form = try! #require(row.route?.itemViewModel)
    #expect(form.colorChoices == [nil, .red, .green, .blue, .black, .yellow, .white])
    form.setColorPickerNavigation(isActive: true)
    await clock.advance(by: .milliseconds(500))
    #expect(form.colorChoices.last == .pink)
    #expect(form.colorChoices.count == 8)
  }

  @Test func openingThePickerHighlightsTheCurrentColor() {
    let (app, _) = makeApp()
    let row = try! #require(app.inventoryViewModel.row(id: Item.charger.id))
    row.setEditNavigation(isActive: true)
    let form = try! #require(row.route?.itemViewModel)
    form.highlightedColorIndex = 0
    form.setColorPickerNavigation(isActive: true)
    #expect(form.colorChoices[form.highlightedColorIndex] == .yellow)
  }

  @Test func openingThePickerOnAnItemWithoutColorHighlightsNone() {
    let form = ItemViewModel(item: Item(name: "Cable", color: nil, status: .inStock(quantity: 1)))
    form.highlightedColorIndex = 3
    form.setColorPickerNavigation(isActive: true)
    #expect(form.highlightedColorIndex == 0)
  }

  @Test func highlightMovesAndStopsAtBothEnds() {
    let form = ItemViewModel(item: Item(name: "Cable", color: nil, status: .inStock(quantity: 1)))
    form.setColorPickerNavigation(isActive: true)
    form.highlightPreviousColor()
    #expect(form.highlightedColorIndex == 0)
    for _ in 0..<20 { form.highlightNextColor() }
    #expect(form.highlightedColorIndex == 6, "White is last until new colours load")
    form.highlightedColorIndex = 99
    #expect(form.highlightedColorIndex == 6)
  }

  @Test func choosingTheHighlightedColorSetsItAndClosesThePicker() {
    let form = ItemViewModel(item: Item(name: "Cable", color: .red, status: .inStock(quantity: 1)))
    form.setColorPickerNavigation(isActive: true)
    form.highlightNextColor()
    form.chooseHighlightedColor()
    #expect(form.item.color == .green)
    #expect(form.route == nil)
  }

  @Test func choosingNoneClearsTheColor() {
    let form = ItemViewModel(item: Item(name: "Cable", color: .red, status: .inStock(quantity: 1)))
    form.setColorPickerNavigation(isActive: true)
    form.highlightedColorIndex = 0
    form.chooseHighlightedColor()
    #expect(form.item.color == nil)
  }

  @Test func deleteAlertAlwaysOpensOnCancel() {
    let (app, _) = makeApp()
    let row = try! #require(app.inventoryViewModel.row(id: Item.phone.id))
    row.deleteButtonTapped()
    #expect(row.focusedAlertButton == .cancel)
    row.focusedAlertButton = .delete
    row.cancelButtonTapped()
    row.deleteButtonTapped()
    #expect(row.focusedAlertButton == .cancel)
  }

  @Test func deleteAlertFocusSurvivesWhileTheAlertStaysOpen() throws {
    let (app, _) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.phone.id))
    try app.open(url: "/inventory/\(Item.phone.id)/delete")
    row.focusedAlertButton = .delete
    try app.open(url: "/inventory/\(Item.phone.id)/delete")
    #expect(row.focusedAlertButton == .delete)
  }
}
