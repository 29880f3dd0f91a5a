import Foundation
import Inventory
import Testing

@Suite @MainActor struct DeepLinkRoundTripTests {
  /// The two printed forms of a state's link; both must open the same state.
  enum Form: CaseIterable, Sendable {
    case url, readable
  }

  @MainActor
  private func link(of app: AppViewModel, as form: Form) -> String {
    switch form {
    case .url: app.url.absoluteString
    case .readable: app.readableURL
    }
  }

  @Test(arguments: RouteShape.allCases, Form.allCases)
  func openingTheLinkOfAStateOnAFreshAppGivesTheSameStateAndDrafts(
    shape: RouteShape, form: Form
  ) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    let text = link(of: app, as: form)

    let (fresh, _) = makeApp()
    try fresh.open(url: text)

    #expect(NavigationSnapshot(fresh) == NavigationSnapshot(app))
    #expect(fresh.deepLink == app.deepLink)
    #expect(fresh.url == app.url)
    #expect(fresh.readableURL == app.readableURL)
  }

  @Test(arguments: RouteShape.allCases)
  func openingTheURLValueOnAFreshAppGivesTheSameState(shape: RouteShape) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    let (fresh, _) = makeApp()
    try fresh.open(url: app.url)
    #expect(NavigationSnapshot(fresh) == NavigationSnapshot(app))
  }

  @Test(arguments: RouteShape.allCases, Form.allCases)
  func openingTheLinkOfTheCurrentStateKeepsEveryScreen(shape: RouteShape, form: Form)
    async throws
  {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    let before = NavigationSnapshot(app)
    let route = app.inventoryViewModel.route
    try app.open(url: link(of: app, as: form))
    #expect(NavigationSnapshot(app) == before)
    #expect(app.inventoryViewModel.route == route)
  }

  @Test(arguments: RouteShape.allCases)
  func bothFormsParseBackToTheSameLink(shape: RouteShape) async throws {
    let (app, clock) = makeApp()
    try await shape.build(app, clock: clock)
    #expect(try DeepLink(url: app.url) == app.deepLink)
    #expect(try DeepLink(parsing: app.deepLink.path) == app.deepLink)
    #expect(try DeepLink(parsing: app.readableURL) == app.deepLink)
  }

  @Test func expectedLinks() async throws {
    let keyboard = "5EED0000-0000-0000-0000-000000000001"
    let charger = "5EED0000-0000-0000-0000-000000000002"
    let phone = "5EED0000-0000-0000-0000-000000000003"
    let headphones = "5EED0000-0000-0000-0000-000000000004"
    // The URL, and the readable form when it differs.
    let expected: [RouteShape: (url: String, readable: String?)] = [
      .tabOne: ("nav:///one", nil),
      .tabThree: ("nav:///three", nil),
      .inventory: ("nav:///inventory", nil),
      .add: ("nav:///inventory/add", nil),
      .addPredicted: (
        "nav:///inventory/add?name=Bluetooth%20Keyboard",
        "nav:///inventory/add?name=Bluetooth Keyboard"
      ),
      .addTyped: (
        "nav:///inventory/add?name=Salt%20%26%20Pepper%3F%20100%25%20%2B%20more&quantity=12",
        "nav:///inventory/add?name=Salt %26 Pepper? 100%25 + more&quantity=12"
      ),
      .addUnicode: (
        "nav:///inventory/add?name=Caf%C3%A9%20%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%20%E2%98%95%EF%B8%8F",
        "nav:///inventory/add?name=Café 👨‍👩‍👧 ☕️"
      ),
      .addZero: ("nav:///inventory/add?quantity=0", nil),
      .addPicker: ("nav:///inventory/add/colorPicker?name=Lamp", nil),
      .addColor: ("nav:///inventory/add?name=Lamp&color=Red&quantity=3", nil),
      .addSoldOut: ("nav:///inventory/add?name=Keyboard&status=outOfStock", nil),
      .addBackOrder: ("nav:///inventory/add?status=outOfStock&backOrder=true", nil),
      .addHostile: (
        "nav:///inventory/add?name=%1B%5B31mRed%07%E2%80%AEevil%E2%81%A6%C2%85%E2%80%8B%20%26%20%23"
          + "%20%25%20%3D%20%3F%20%2B%20%2F%20%09%C2%A0end%E2%80%A8x",
        "nav:///inventory/add?name=%1B[31mRed%07%E2%80%AEevil%E2%81%A6%C2%85%E2%80%8B %26 %23 %25 = ? + / "
          + "%09%C2%A0end%E2%80%A8x"
      ),
      .addCombining: (
        "nav:///inventory/add?name=%CC%81accent%E0%B5%8E",
        "nav:///inventory/add?name=%CC%81accent%E0%B5%8E"
      ),
      .addTrailingSpace: (
        "nav:///inventory/add?name=%20Mouse%20%20", "nav:///inventory/add?name= Mouse%20%20"
      ),
      .edit: ("nav:///inventory/\(charger)/edit", nil),
      .editPicker: ("nav:///inventory/\(phone)/edit/colorPicker", nil),
      .editChanged: (
        "nav:///inventory/\(charger)/edit?name=Charger%202&color=None&status=outOfStock",
        "nav:///inventory/\(charger)/edit?name=Charger 2&color=None&status=outOfStock"
      ),
      .editEmptyName: ("nav:///inventory/\(keyboard)/edit?name=", nil),
      .editBackInStock: ("nav:///inventory/\(phone)/edit?quantity=2", nil),
      .editBackOrderOff: ("nav:///inventory/\(phone)/edit?status=outOfStock", nil),
      .editPickerChanged: (
        "nav:///inventory/\(headphones)/edit/colorPicker?name=Headphones%20Pro",
        "nav:///inventory/\(headphones)/edit/colorPicker?name=Headphones Pro"
      ),
      .delete: ("nav:///inventory/\(headphones)/delete", nil),
      .duplicate: ("nav:///inventory/\(keyboard)/duplicate", nil),
      .duplicatePicker: ("nav:///inventory/\(keyboard)/duplicate/colorPicker", nil),
      .duplicateChanged: (
        "nav:///inventory/\(charger)/duplicate?name=Charger%202&color=Pink&quantity=0",
        "nav:///inventory/\(charger)/duplicate?name=Charger 2&color=Pink&quantity=0"
      ),
      .duplicateSoldOut: (
        "nav:///inventory/\(keyboard)/duplicate?status=outOfStock&backOrder=true", nil
      ),
      .inventoryFiltered: ("nav:///inventory?filter=ar", nil),
      .inventoryFilteredUnicode: (
        "nav:///inventory?filter=%C3%89%20%26%20100%25%20%23%3F",
        "nav:///inventory?filter=É %26 100%25 %23?"
      ),
      .inventoryFilteredNothing: ("nav:///inventory?filter=zzz", nil),
      .inventorySorted: ("nav:///inventory?sort=-quantity", nil),
      .editSortedFiltered: (
        "nav:///inventory/\(charger)/edit?name=Charger%202&filter=ar&sort=name",
        "nav:///inventory/\(charger)/edit?name=Charger 2&filter=ar&sort=name"
      ),
      .addFiltered: (
        "nav:///inventory/add?name=Phone%20case&filter=ph",
        "nav:///inventory/add?name=Phone case&filter=ph"
      ),
      .editFiltered: (
        "nav:///inventory/\(charger)/edit?name=Charger%202&filter=ar",
        "nav:///inventory/\(charger)/edit?name=Charger 2&filter=ar"
      ),
      .editHidden: ("nav:///inventory/\(charger)/edit?filter=zzz", nil),
      .deleteFiltered: ("nav:///inventory/\(headphones)/delete?filter=ph", nil),
      .rename: ("nav:///inventory/\(keyboard)/rename", nil),
      .renameChanged: (
        "nav:///inventory/\(charger)/rename?name=Charger%20Pro",
        "nav:///inventory/\(charger)/rename?name=Charger Pro"
      ),
      .renameEmpty: ("nav:///inventory/\(phone)/rename?name=", nil),
      .renameHostile: (
        "nav:///inventory/\(headphones)/rename?name=%1B%5B31mRed%07%E2%80%AEevil%E2%81%A6%C2%85"
          + "%E2%80%8B%20%26%20%23%20%25%20%3D%20%3F%20%2B%20%2F%20%09%C2%A0end%E2%80%A8x",
        "nav:///inventory/\(headphones)/rename?name=%1B[31mRed%07%E2%80%AEevil%E2%81%A6%C2%85"
          + "%E2%80%8B %26 %23 %25 = ? + / %09%C2%A0end%E2%80%A8x"
      ),
      .renameFiltered: (
        "nav:///inventory/\(keyboard)/rename?name=Keyboard%20%26%20more&filter=KEY",
        "nav:///inventory/\(keyboard)/rename?name=Keyboard %26 more&filter=KEY"
      ),
    ]
    #expect(Set(expected.keys) == Set(RouteShape.allCases))
    for (shape, link) in expected {
      let (app, clock) = makeApp()
      try await shape.build(app, clock: clock)
      #expect(app.url.absoluteString == link.url, "\(shape)")
      #expect(app.readableURL == link.readable ?? link.url, "\(shape)")
    }
  }

  // MARK: What links do not carry (documented on AppViewModel.deepLink)

  @Test func screensUnderAnotherTabAreNotInTheLink() {
    let (app, _) = makeApp()
    app.inventoryViewModel.addButtonTapped()
    app.selectedTab = .three
    #expect(app.url.absoluteString == "nav:///three")
  }

  @Test func highlightFocusAndCursorAreNotInTheLink() throws {
    let (app, _) = makeApp()
    app.selectedTab = .inventory
    let inventory = app.inventoryViewModel
    inventory.highlightNextRow()
    inventory.focus = .addButton
    #expect(app.url.absoluteString == "nav:///inventory")
    inventory.addButtonTapped()
    let form = try #require(inventory.route?.addForm, "no add route")
    form.insertText("Mat")
    form.moveCursorToStart()
    form.focusNextField()
    #expect(app.url.absoluteString == "nav:///inventory/add?name=Mat")
  }
}
