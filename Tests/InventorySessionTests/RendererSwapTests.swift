import Clocks
import Inventory
import InventorySession
import TerminalCore
import Testing

/// F2 mid-session: the other renderer comes up on exactly the screen it would draw if it had
/// been mounted fresh on the same models, swapping back restores the first screen, and the
/// models are untouched by either swap.
@MainActor
struct RendererSwapTests {
  /// Screen states reached by keys, named as in the snapshot lists; each script works in
  /// both renderers because they share one key map.
  nonisolated static let states: [(name: String, script: String, path: String)] = [
    ("tab-one", "", "/one"),
    ("tab-three", "3", "/three"),
    ("inventory", "2", "/inventory"),
    ("inventory-highlight", "2<Down><Down>", "/inventory"),
    ("inventory-add-focused", "2<Tab>", "/inventory"),
    ("add", "2a", "/inventory/add"),
    ("add-predicted", "2a<wait 600ms>", "/inventory/add?name=Bluetooth%20Keyboard"),
    ("add-half-typed", "2aMouse<Left><Left>", "/inventory/add?name=Mouse"),
    ("add-color-picker", "2a<Tab><Enter>", "/inventory/add/colorPicker"),
    ("edit", "2<Enter>", "/inventory/\(Item.keyboard.id)/edit"),
    (
      "edit-half-typed", "2<Enter> Pad<Left><Left>",
      "/inventory/\(Item.keyboard.id)/edit?name=Keyboard%20Pad"
    ),
    (
      "edit-quantity-focused", "2<Enter><Tab><Tab><Right>",
      "/inventory/\(Item.keyboard.id)/edit?quantity=101"
    ),
    (
      "edit-saving", "2<Enter>X<C-s><wait 300ms>",
      "/inventory/\(Item.keyboard.id)/edit?name=KeyboardX"
    ),
    ("duplicate", "2d", "/inventory/\(Item.keyboard.id)/duplicate"),
    ("delete-alert", "2<Down>x", "/inventory/\(Item.charger.id)/delete"),
    ("delete-alert-delete-focused", "2x<Right>", "/inventory/\(Item.keyboard.id)/delete"),
    ("color-picker", "2<Enter><Tab><Enter>", "/inventory/\(Item.keyboard.id)/edit/colorPicker"),
    (
      "color-picker-pink", "2<Enter><Tab><Enter><wait 600ms><Down><Down>",
      "/inventory/\(Item.keyboard.id)/edit/colorPicker"
    ),
    ("out-of-stock", "2<Down><Down><Enter>", "/inventory/\(Item.phone.id)/edit"),
    (
      "duplicate-name", "2<Enter><BS><BS><BS><BS><BS><BS><BS><BS>Charger<wait 400ms>",
      "/inventory/\(Item.keyboard.id)/edit?name=Charger"
    ),
    (
      "long-name", "2aAn extraordinarily long item name that will not fit on one line<C-s>",
      "/inventory"
    ),
    ("cjk-emoji", "2a键盘 👍🏽 Café<C-s>", "/inventory"),
    // The filter, the rename alert and the gauge are model state no renderer draws yet (the
    // list shows the filtered rows); these states are reached through the model's own keys.
    ("inventory-filter-typed", "2/ar<Left>", "/inventory?filter=ar"),
    ("inventory-filter-nothing", "2<Down><Down>/zq", "/inventory?filter=zq"),
    ("inventory-filtered-list", "2/o<Enter><Down>", "/inventory?filter=o"),
    ("inventory-sorted", "2sS<Down>", "/inventory?sort=-name"),
    ("edit-sorted", "2ss<Home><Enter>", "/inventory/\(Item.headphones.id)/edit?sort=quantity"),
    (
      "rename-half-typed", "2<Down>r Pro<Left><Left>",
      "/inventory/\(Item.charger.id)/rename?name=Charger%20Pro"
    ),
    (
      "rename-button-focused", "2r<BS>X<Tab>", "/inventory/\(Item.keyboard.id)/rename?name=KeyboarX"
    ),
    (
      "edit-gauge-mid-move", "2<Enter><Tab><Tab><Tab><Enter><wait 100ms>",
      "/inventory/\(Item.keyboard.id)/edit?status=outOfStock"
    ),
  ]

  @Test(arguments: RendererKind.allCases, Self.states.map(\.name))
  func swapLandsOnTheSameScreenAsAFreshMount(from first: RendererKind, state: String) async throws {
    let entry = try #require(Self.states.first { $0.name == state })
    let running = SessionHarness(first)
    try await running.play(entry.script)
    #expect(running.app.url.absoluteString == "nav://" + entry.path, "\(state) reached")
    let before = running.appScreen
    #expect(before.contains { !$0.isWhitespace }, "\(state): the renderer drew something")
    let modelBefore = fingerprint(running.app)

    try await running.play("<F2>")
    #expect(running.session.rendererKind == first.other)
    let fresh = SessionHarness(first.other, app: running.app, clock: running.clock)
    #expect(running.appScreen == fresh.appScreen, "\(state): swapped vs fresh \(first.other)")
    #expect(fingerprint(running.app) == modelBefore, "\(state): the swap changed the models")

    try await running.returnTo(first)
    #expect(running.appScreen == before, "\(state): swapping back restores the screen")
    #expect(fingerprint(running.app) == modelBefore)
  }

  @Test(arguments: RendererKind.allCases)
  func predictionInFlightShowsUpInTheNewRenderer(from first: RendererKind) async throws {
    let running = SessionHarness(first)
    try await running.play("2a<wait 200ms><F2><wait 400ms>")
    #expect(running.session.rendererKind == first.other)
    #expect(running.screen.contains("Bluetooth Keyboard"), "\(running.screen)")
  }

  @Test(arguments: RendererKind.allCases)
  func savingInFlightFinishesInTheNewRenderer(from first: RendererKind) async throws {
    let running = SessionHarness(first)
    try await running.play("2<Enter>Pad<C-s><wait 300ms>")
    #expect(running.screen.contains("Saving…"))
    try await running.play("<F2>")
    #expect(running.screen.contains("Saving…"), "the new renderer shows the save in flight")
    try await running.play("<wait 800ms>")
    let screen = running.screen
    #expect(screen.contains("KeyboardPad"), "\(screen)")
    #expect(!screen.contains("Saving…"))
    #expect(running.app.inventoryViewModel.route == nil, "saved and closed")
  }

  @Test func halfTypedTextAndCursorSurviveTwoSwaps() async throws {
    let running = SessionHarness(.declarative)
    try await running.play("2<Enter>Pad<Left><Left><F2>")
    #expect(running.session.rendererKind == .imperative)
    try await running.play("X<F2>Y")
    let form = try #require(
      running.app.inventoryViewModel.route?.editForm, "the edit screen closed")
    #expect(form.item.name == "KeyboardPXYad")
    #expect(form.nameCursor == 11)
  }

  @Test(
    arguments: RendererKind.allCases, [Size(width: 80, height: 24), Size(width: 40, height: 12)])
  func aScrolledLongListKeepsItsRowsAndHighlight(from first: RendererKind, size: Size) async throws
  {
    let clock = ManualClock()
    let app = GeneratedInventory.app(
      count: 500, dependencies: Dependencies(clock: clock, uuid: .incrementing(from: 1_000)))
    let running = SessionHarness(first, size: size, app: app, clock: clock)
    try await running.play("2<PgDn><PgDn><Down><Down><Down>")
    let offset = app.inventoryViewModel.scrollOffset
    #expect(offset > 0, "the list scrolled")
    let before = running.appScreen
    try await running.play("<F2>")
    let fresh = SessionHarness(first.other, size: size, app: app, clock: clock)
    #expect(running.appScreen == fresh.appScreen)
    #expect(app.inventoryViewModel.scrollOffset == offset, "the same rows stay on screen")
    let highlighted = try #require(app.inventoryViewModel.highlightedRow?.item.name)
    #expect(running.appScreen.contains(highlighted))
    try await running.returnTo(first)
    #expect(running.appScreen == before)
  }
}
