import Foundation
import Inventory
import Testing

/// Every navigation state the app can reach, built through actions as a user would.
enum RouteShape: String, CaseIterable, Sendable {
  case tabOne, tabThree, inventory
  case add, addPredicted, addTyped, addUnicode, addZero, addPicker
  case edit, editPicker, delete, duplicate

  @MainActor
  func build(_ app: AppViewModel, clock: ManualClock) async throws {
    let inventory = app.inventoryViewModel
    if self != .tabOne && self != .tabThree { app.selectedTab = .inventory }
    func form() throws -> ItemViewModel {
      guard case .add(let form) = inventory.route else { throw Failure("no add route") }
      return form
    }
    func row(_ item: Item) throws -> ItemRowViewModel {
      guard let row = inventory.inventory[id: item.id] else { throw Failure("no row") }
      return row
    }
    switch self {
    case .tabOne: app.selectedTab = .one
    case .tabThree: app.selectedTab = .three
    case .inventory: break
    case .add: inventory.addButtonTapped()
    case .addPredicted:
      inventory.addButtonTapped()
      await clock.advance(by: .milliseconds(500))
    case .addTyped:
      inventory.addButtonTapped()
      try form().insertText("Salt & Pepper? 100% + more")
      try form().setQuantity(12)
    case .addUnicode:
      inventory.addButtonTapped()
      try form().insertText("Café 👨‍👩‍👧 ☕️")
    case .addZero:
      inventory.addButtonTapped()
      try form().decrementQuantity()
    case .addPicker:
      inventory.addButtonTapped()
      try form().insertText("Lamp")
      try form().setColorPickerNavigation(isActive: true)
    case .edit: try row(.charger).setEditNavigation(isActive: true)
    case .editPicker:
      try row(.phone).setEditNavigation(isActive: true)
      guard case .edit(let form) = try row(.phone).route else { throw Failure("no edit") }
      form.setColorPickerNavigation(isActive: true)
    case .delete: try row(.headphones).deleteButtonTapped()
    case .duplicate: try row(.keyboard).duplicateButtonTapped()
    }
  }
}

@Suite @MainActor struct DeepLinkRoundTripTests {
  @Test(arguments: RouteShape.allCases)
  func openingTheURLOfAStateOnAFreshAppGivesTheSameState(shape: RouteShape) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    let url = app.url

    let (fresh, _) = makeApp()
    try fresh.open(url: url)

    #expect(NavigationSnapshot(fresh) == NavigationSnapshot(app))
    #expect(fresh.deepLink == app.deepLink)
    #expect(fresh.url == url)
  }

  @Test(arguments: RouteShape.allCases)
  func openingTheURLOfTheCurrentStateKeepsEveryScreen(shape: RouteShape) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    let before = NavigationSnapshot(app)
    let route = app.inventoryViewModel.route
    try app.open(url: app.url)
    #expect(NavigationSnapshot(app) == before)
    #expect(app.inventoryViewModel.route == route)
  }

  @Test(arguments: RouteShape.allCases)
  func theURLParsesBackToTheSameLink(shape: RouteShape) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    #expect(try DeepLink(url: app.url) == app.deepLink)
    #expect(try DeepLink(parsing: app.deepLink.path) == app.deepLink)
  }

  @Test func expectedURLs() async throws {
    let expected: [RouteShape: String] = [
      .tabOne: "nav:///one",
      .tabThree: "nav:///three",
      .inventory: "nav:///inventory",
      .add: "nav:///inventory/add",
      .addPredicted: "nav:///inventory/add?name=Bluetooth%20Keyboard",
      .addTyped:
        "nav:///inventory/add?name=Salt%20%26%20Pepper%3F%20100%25%20%2B%20more&quantity=12",
      .addZero: "nav:///inventory/add?quantity=0",
      .addPicker: "nav:///inventory/add/colorPicker?name=Lamp",
      .edit: "nav:///inventory/5EED0000-0000-0000-0000-000000000002/edit",
      .editPicker: "nav:///inventory/5EED0000-0000-0000-0000-000000000003/edit/colorPicker",
      .delete: "nav:///inventory/5EED0000-0000-0000-0000-000000000004/delete",
      .duplicate: "nav:///inventory/5EED0000-0000-0000-0000-000000000001/duplicate",
    ]
    for (shape, url) in expected {
      let (app, clock) = makeApp()
      try await shape.build(app, clock: clock)
      #expect(app.url.absoluteString == url, "\(shape)")
    }
  }

  // MARK: What links do not carry (documented on AppViewModel.deepLink)

  @Test func screensUnderAnotherTabAreNotInTheLink() {
    let (app, _) = makeApp()
    app.inventoryViewModel.addButtonTapped()
    app.selectedTab = .three
    #expect(app.url.absoluteString == "nav:///three")
  }

  @Test func theDuplicatesColorPickerIsNotInTheLink() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    let row = try #require(app.inventoryViewModel.inventory[id: Item.keyboard.id])
    row.duplicateButtonTapped()
    guard case .duplicate(let form) = row.route else { throw Failure("no route") }
    form.setColorPickerNavigation(isActive: true)
    #expect(
      app.url.absoluteString == "nav:///inventory/5EED0000-0000-0000-0000-000000000001/duplicate")
  }

  @Test func anOutOfStockAddFormLinksWithoutAQuantity() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    app.inventoryViewModel.addButtonTapped()
    guard case .add(let form) = app.inventoryViewModel.route else { throw Failure("no add route") }
    form.markAsSoldOutButtonTapped()
    #expect(app.deepLink == .inventory(.add()))
  }
}
