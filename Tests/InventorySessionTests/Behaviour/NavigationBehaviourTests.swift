import Inventory
import InventorySession
import TerminalCore
import Testing

/// Tabs, focus on the inventory screen, pushed screens, and screens brought up by deep links.
@MainActor
struct NavigationBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func enterOnTabOneGoesToInventory(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "<Enter>")
    #expect(app.app.selectedTab == .inventory)
    #expect(app.selectedTabTitle?.contains("Inventory") == true)
  }

  @Test(arguments: RendererKind.allCases)
  func tabsSyncBothWays(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "<Enter>3")
    #expect(app.app.selectedTab == .three)
    #expect(app.selectedTabTitle?.contains("Three") == true)
    app.app.selectedTab = .one
    #expect(app.screen.contains("Go to Inventory"))
    app.click(on: "Inventory", inLineContaining: "Three")
    #expect(app.app.selectedTab == .inventory)
  }

  @Test(arguments: RendererKind.allCases)
  func digitsSelectTabsUnlessSomethingCapturesThem(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "3")
    #expect(app.app.selectedTab == .three)
    // Typed into the name field.
    try await app.play("2a1")
    #expect(app.app.selectedTab == .inventory)
    #expect(app.form?.item.name == "1")
    // Off the name field, the open sheet still keeps the tab.
    try await app.play("<Tab>3")
    #expect(app.app.selectedTab == .inventory)
    try await app.play("<Esc>1")
    #expect(app.app.selectedTab == .one)
  }

  @Test(arguments: RendererKind.allCases)
  func tabAndBackTabMoveTheInventoryFocus(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    #expect(app.inventory.focus == .list)
    try await app.play("<Tab>")
    #expect(app.inventory.focus == .addButton)
    try await app.play("<Enter>")
    _ = try #require(app.inventory.route?.addForm, "add not open")
    try await app.play("<Esc><BTab>")
    #expect(app.inventory.focus == .list)
  }

  @Test(arguments: RendererKind.allCases)
  func clickingARowPushesItsEditScreen(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    app.click(on: "Phone")
    #expect(app.inventory.highlightedRow?.item.name == "Phone")
    try #require(
      app.inventory.route?.editForm != nil && app.inventory.route?.rowID == Item.phone.id,
      "edit of the phone not open")
    #expect(app.screen.contains("Inventory › Edit"))
    #expect(app.screen.contains("[x] Is on back order?"))
  }

  @Test(arguments: RendererKind.allCases)
  func clickingAddOpensTheAddSheet(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    app.click(on: "Add", inLineContaining: "Inventory")
    _ = try #require(app.inventory.route?.addForm, "add sheet not open")
    #expect(app.screen.contains("Cancel"))
  }

  @Test(arguments: RendererKind.allCases)
  func clickingAFormControlFocusesAndActivatesIt(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter>")
    app.click(on: "Mark as sold out")
    let form = try #require(app.form)
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    // Focused by the click, pressed, then moved to its counterpart.
    #expect(form.focusedField == .backInStock)
  }

  @Test(arguments: RendererKind.allCases)
  func routeClosedByTheModelPopsTheEditScreen(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><C-s><wait 1000ms>")
    #expect(app.inventory.route == nil)
    #expect(!app.screen.contains("Edit"))
    #expect(app.screen.contains("Inventory"))
  }

  nonisolated static let links = [
    "nav:///inventory/add?name=Mouse&quantity=3",
    "nav:///inventory/add/colorPicker",
    "nav:///inventory/5EED0000-0000-0000-0000-000000000002/edit",
    "nav:///inventory/5EED0000-0000-0000-0000-000000000003/delete",
    "nav:///three",
  ]

  @Test(arguments: RendererKind.allCases, Self.links)
  func deepLinkedStateComesUpFullyPresented(kind: RendererKind, url: String) throws {
    let app = try Behaviour(kind) { try $0.open(url: url) }
    let screen = app.screen
    switch url {
    case let link where link.hasSuffix("quantity=3"):
      #expect(app.form?.item.name == "Mouse")
      #expect(screen.contains("Mouse"))
      #expect(screen.contains("Quantity: 3"))
    case let link where link.hasSuffix("colorPicker"):
      #expect(screen.contains("Add › Color"))
    case let link where link.hasSuffix("edit"):
      #expect(app.form?.item.name == "Charger")
      #expect(screen.contains("Inventory › Edit"))
      #expect(screen.contains("Charger"))
    case let link where link.hasSuffix("delete"):
      #expect(screen.contains("Are you sure you want to delete this item?"))
      #expect(screen.contains("Phone"))
    default:
      #expect(app.app.selectedTab == .three)
      #expect(app.selectedTabTitle?.contains("Three") == true)
    }
    #expect(app.freshScreen() == screen)
  }

  @Test(arguments: RendererKind.allCases)
  func deepLinkedEditWithThePickerOpensBothScreens(kind: RendererKind) async throws {
    let app = try Behaviour(kind) { app in
      try app.open(url: "nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit")
      app.inventoryViewModel.openForm?.setColorPickerNavigation(isActive: true)
    }
    #expect(app.form?.route == .colorPicker)
    #expect(app.screen.contains("Inventory › Edit › Color"))
    try await app.play("<Esc>")
    #expect(app.form?.route == nil)
    #expect(app.screen.contains("Inventory › Edit"))
    #expect(!app.screen.contains("› Color"))
  }
}

extension Behaviour {
  /// The title of the selected tab on the tab bar (the first line), which every renderer
  /// draws in brackets.
  var selectedTabTitle: Substring? {
    guard let bar = lines.first, let open = bar.firstIndex(of: "["),
      let close = bar[open...].firstIndex(of: "]")
    else { return nil }
    return bar[bar.index(after: open)..<close]
  }
}
