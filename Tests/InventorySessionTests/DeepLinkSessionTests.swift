import Clocks
import Inventory
import InventorySession
import TerminalCore
import Testing

/// Links through the session, typed at Ctrl-O as a user would: a link to a row puts that row
/// under the cursor in both renderers, and the link the bar shows opens what it shows.
@MainActor
struct DeepLinkSessionTests {
  static let wide = Size(width: 160, height: 24)

  /// The link the bar shows: what follows the last separator.
  private func barLink(_ harness: SessionHarness) throws -> String {
    let bar = try #require(harness.screen.split(separator: "\n").first)
    var link = try #require(bar.components(separatedBy: " │ ").last)
    // The bar ends with the Ctrl-O hint when there is room for it.
    for hint in ["^O link", "^O"] where link.hasSuffix(hint) { link.removeLast(hint.count) }
    return link.trimmingCharacters(in: .whitespaces)
  }

  @Test(arguments: RendererKind.allCases)
  func aLinkToARowHighlightsItSoEscThenEnterActsOnIt(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("<C-o>/inventory/\(Item.headphones.id)/delete<Enter>")
    #expect(
      running.app.inventoryViewModel.route == .row(id: Item.headphones.id, route: .deleteAlert))
    #expect(running.appScreen.contains("Headphones"))
    try await running.play("<Esc><Enter>")
    let form = try #require(
      running.app.inventoryViewModel.route?.editForm,
      "Enter opens the highlighted row's edit screen")
    let id = try #require(running.app.inventoryViewModel.route?.rowID)
    #expect(id == Item.headphones.id, "Enter acts on the linked row, not the one before")
    #expect(form.item == .headphones)
  }

  @Test(arguments: RendererKind.allCases)
  func aLinkToARowFarDownTheListScrollsItIntoView(_ renderer: RendererKind) async throws {
    let clock = ManualClock()
    let app = GeneratedInventory.app(
      count: 200, dependencies: Dependencies(clock: clock, uuid: .incrementing(from: 1000)))
    let running = SessionHarness(renderer, app: app, clock: clock)
    let item = GeneratedInventory.items(count: 200)[149]
    #expect(item.name == "Item 150")
    try await running.play("<C-o>/inventory/\(item.id)/delete<Enter><Esc>")
    #expect(running.app.inventoryViewModel.route == nil)
    #expect(running.appScreen.contains("Item 150"), "\(running.appScreen)")
    #expect(!running.appScreen.contains("Item 1 "), "the list left the top")
    try await running.play("<Enter>")
    try #require(
      running.app.inventoryViewModel.route?.editForm != nil,
      "Enter opens the highlighted row's edit screen")
    let id = try #require(running.app.inventoryViewModel.route?.rowID)
    #expect(id == item.id)
  }

  /// The bar keeps the link it printed while nothing it reads changes; a key that changes it
  /// shows the new one in that key's own frame, not one frame late.
  @Test(arguments: RendererKind.allCases)
  func theBarShowsANewLinkInTheFrameOfTheKeyThatChangedIt(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer, size: Self.wide)
    try await running.play("2")
    let (terminal, loop) = (running.headless.terminal, running.headless.loop)
    func presentedBar() -> String { String(terminal.plainText().prefix { $0 != "\n" }) }
    #expect(presentedBar().contains("nav:///inventory "))
    for (key, link) in [
      (Key.enter, "nav:///inventory/\(Item.keyboard.id)/edit"), (.escape, "nav:///inventory "),
    ] {
      terminal.send(.key(key))
      loop.pump()
      #expect(presentedBar().contains(link), "\(key): \(presentedBar())")
    }
  }

  /// The link Ctrl-O shows, read from its prompt (which Esc then closes).
  private func promptLink(_ harness: SessionHarness) async throws -> String {
    try await harness.play("<C-o>")
    let link = try #require(harness.session.prompt?.text)
    try await harness.play("<Esc>")
    return link
  }

  @Test(arguments: RendererKind.allCases)
  func theBarSaysWhereCtrlOShowsTheWholeLinkAndTypingItBackOpensTheSameScreen(
    _ renderer: RendererKind
  ) async throws {
    let running = SessionHarness(renderer, size: Self.wide)
    // A name with spaces, Red from the picker, then "Mark as sold out".
    try await running.play("2aBlue Mat 100%<Tab><Enter><Down><Enter><Tab><Tab><Enter>")
    #expect(try barLink(running) == "nav:///inventory/add", "the bar shows the path only")
    let shown = try await promptLink(running)
    #expect(shown == "nav:///inventory/add?name=Blue Mat 100%25&color=Red&status=outOfStock")
    #expect(shown == running.app.readableURL)

    let fresh = SessionHarness(renderer.other, size: Self.wide)
    try await fresh.play("<C-o>" + shown + "<Enter>")
    #expect(fresh.app.url == running.app.url)
    let form = try #require(
      fresh.app.inventoryViewModel.route?.addForm, "the link opens the add sheet")
    #expect(form.item.name == "Blue Mat 100%")
    #expect(form.item.color == .red)
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    #expect(try barLink(fresh) == "nav:///inventory/add")
    #expect(try await promptLink(fresh) == shown)
  }

  @Test(arguments: RendererKind.allCases)
  func anEditsUnsavedChangesRideInTheLinkAndTheDuplicatesPickerIsInTheBar(
    _ renderer: RendererKind
  ) async throws {
    let running = SessionHarness(renderer, size: Self.wide)
    try await running.play("2<Enter> Pro")
    #expect(try barLink(running) == "nav:///inventory/\(Item.keyboard.id)/edit")
    #expect(
      try await promptLink(running) == "nav:///inventory/\(Item.keyboard.id)/edit?name=Keyboard Pro"
    )
    try await running.play("<Esc><Down>d<Tab><Enter>")
    #expect(try barLink(running) == "nav:///inventory/\(Item.charger.id)/duplicate/colorPicker")
  }
}
