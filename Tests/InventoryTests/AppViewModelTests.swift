import Clocks
import Foundation
import Inventory
import Testing

@Suite @MainActor struct AppViewModelTests {
  @Test func launchesOnTabOneWithTheSeedInventory() {
    let (app, clock) = makeApp()
    #expect(app.selectedTab == .one)
    #expect(app.inventoryViewModel.items.elements == Item.seed)
    #expect(app.inventoryViewModel.route == nil)
    #expect(app.deepLink == .one)
    #expect(clock.sleeperCount == 0)
  }

  @Test func liveDependenciesByDefault() {
    let app = AppViewModel()
    #expect(app.inventoryViewModel.items.count == 4)
    #expect(app.inventoryViewModel.dependencies.clock is ContinuousClock)
  }

  @Test func goToInventoryButton() {
    let (app, _) = makeApp()
    app.goToInventoryButtonTapped()
    #expect(app.selectedTab == .inventory)
    #expect(app.url.absoluteString == "nav:///inventory")
  }

  @Test func customInventoryAndTab() {
    let inventory = InventoryViewModel(items: [.phone])
    let app = AppViewModel(inventoryViewModel: inventory, selectedTab: .three)
    #expect(app.selectedTab == .three)
    #expect(app.inventoryViewModel === inventory)
  }

  @Test func rowsUseTheAppsClock() async throws {
    let (app, clock) = makeApp()
    let row = try #require(app.inventoryViewModel.row(id: Item.phone.id))
    row.edit(item: Item.phone)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(!row.isSaving)
  }

  @Test func closedFormsAreReleased() throws {
    let (app, clock) = makeApp()
    weak var weakForm: ItemViewModel?
    do {
      let row = try #require(app.inventoryViewModel.row(id: Item.keyboard.id))
      row.setEditNavigation(isActive: true)
      let form = try #require(row.route?.editForm, "no edit route")
      form.item.name = "Mouse"
      form.setColorPickerNavigation(isActive: true)
      weakForm = form
      row.cancelButtonTapped()
    }
    #expect(weakForm == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func anAppWithOpenScreensAndPendingTimersIsReleased() throws {
    weak var weakApp: AppViewModel?
    weak var weakInventory: InventoryViewModel?
    weak var weakForm: ItemViewModel?
    let clock = ManualClock()
    do {
      let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
      app.inventoryViewModel.addButtonTapped()
      let form = try #require(app.inventoryViewModel.route?.addForm, "no route")
      form.item.name = "Mouse"
      try #require(app.inventoryViewModel.row(id: Item.keyboard.id)).edit(item: .keyboard)
      #expect(clock.sleeperCount == 3)
      weakApp = app
      weakInventory = app.inventoryViewModel
      weakForm = form
    }
    #expect(weakApp == nil)
    #expect(weakInventory == nil)
    #expect(weakForm == nil)
    // Their deinitializers cancelled the timers.
    #expect(clock.sleeperCount == 0)
  }
}
