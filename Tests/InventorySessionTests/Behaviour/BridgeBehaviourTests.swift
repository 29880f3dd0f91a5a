import Inventory
import InventorySession
import TerminalCore
import Testing

/// The three bridged pieces of the inventory, operated in every renderer: the summary header
/// with its filter (a CursesUI view, hosted by CursesKit), the rename alert (a CursesKit alert,
/// presented by CursesUI through a representable) and the stock gauge (a CursesKit view, shown
/// by CursesUI through a representable).
@MainActor
struct BridgeBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func theHeaderCountsEveryItemByStockStatus(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    #expect(app.screen.contains("4 items · 2 in stock · 2 out of stock · 1 on back order"))
    try await app.play("a<C-u>Mouse<C-s>")
    #expect(app.screen.contains("5 items · 3 in stock · 2 out of stock · 1 on back order"))
  }

  @Test(arguments: RendererKind.allCases)
  func typingInTheFilterNarrowsTheListAtOnceAndEscClearsIt(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/ph")
    #expect(app.inventory.filter.text == "ph")
    #expect(app.screen.contains("Filter ph"))
    #expect(app.screen.contains("2 of 4"))
    #expect(app.screen.contains("Phone"))
    #expect(app.screen.contains("Headphones"))
    #expect(!app.screen.contains("Keyboard"))
    #expect(!app.screen.contains("Charger"))
    try await app.play("<Esc>")
    #expect(app.inventory.filter.text.isEmpty)
    #expect(app.screen.contains("Keyboard"))
    #expect(app.screen.contains("Charger"))
  }

  @Test(arguments: RendererKind.allCases)
  func clickingTheFilterFocusesIt(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    #expect(app.inventory.focus == .list)
    app.click(on: "/ to filter")
    #expect(app.inventory.focus == .filter)
    try await app.play("key")
    #expect(app.inventory.filter.text == "key")
    #expect(app.screen.contains("1 of 4"))
  }

  @Test(arguments: RendererKind.allCases)
  func renameOpensAnAlertWithTheNameAndEnterRenames(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2r")
    #expect(app.screen.contains("Rename"))
    #expect(app.screen.contains("[Keyboard"))
    #expect(app.screen.contains("[ Cancel ]  [ Rename ]"))
    try await app.play("<C-u>Mouse<Enter>")
    #expect(app.inventory.items[0].name == "Mouse")
    #expect(app.inventory.route == nil)
    #expect(!app.screen.contains("[ Rename ]"))
    #expect(app.screen.contains("Mouse"))
  }

  @Test(arguments: RendererKind.allCases)
  func renameButtonsWorkWithTheMouse(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2r<C-u>")
    app.click(on: "[ Rename ]")
    // A blank name is refused: the alert stays and says why.
    #expect(app.screen.contains("⚠ An item needs a name"))
    #expect(app.inventory.items[0].name == "Keyboard")
    try await app.play("Pad")
    app.click(on: "[ Cancel ]")
    #expect(app.inventory.route == nil)
    #expect(app.inventory.items[0].name == "Keyboard")
    try await app.play("rX")
    app.click(on: "[ Rename ]")
    #expect(app.inventory.items[0].name == "KeyboardX")
    #expect(!app.screen.contains("[ Rename ]"))
  }

  @Test(arguments: RendererKind.allCases)
  func theGaugeNeedleMovesToTheNewQuantityOverAboutThreeHundredMilliseconds(
    kind: RendererKind
  ) async throws {
    // Charger: 20 in stock, on a scale of 20. Five more: the scale grows to 50.
    let app = try await Behaviour(kind, playing: "2<Down><Enter><Tab><Tab>")
    let gaugeLine = { app.lines.first { $0.contains("Quantity:") }.map(String.init) ?? "" }
    let needle = {
      gaugeLine().firstIndex(of: "●").map {
        gaugeLine().distance(from: gaugeLine().startIndex, to: $0)
      }
    }
    let resting = needle()
    #expect(resting != nil, "gauge on screen:\n\(app.screen)")
    try await app.play("<Right><Right><Right><Right><Right>")
    let start = try #require(app.form?.gaugePosition)
    try await app.play("<wait 120ms>")
    let middle = try #require(app.form?.gaugePosition)
    #expect(app.form?.isGaugeMoving == true)
    #expect(middle > start && middle < 25)
    try await app.play("<wait 300ms>")
    #expect(app.form?.gaugePosition == 25)
    #expect(app.form?.isGaugeMoving == false)
    #expect(gaugeLine().contains("Quantity: 25"))
    #expect(gaugeLine().hasSuffix("50"), "the scale's end: \(gaugeLine())")
  }

  /// States only the bridges draw: each survives a swap and a swap back, models untouched,
  /// and the other renderer lands where it would when mounted fresh.
  nonisolated static let swapStates: [(name: String, script: String)] = [
    ("rename-half-typed", "2r<Left><Left>X"),
    ("rename-cancel-focused", "2r<Tab>"),
    ("filter-typed", "2/ph<Left>"),
    ("filter-no-match", "2/zzz"),
    ("gauge-mid-move", "2<Down><Enter><Tab><Tab><Right><Right><Right><wait 90ms>"),
  ]

  @Test(arguments: RendererKind.allCases, Self.swapStates.map(\.name))
  func bridgedStatesSurviveASwapAndASwapBack(from first: RendererKind, state: String)
    async throws
  {
    let script = try #require(Self.swapStates.first { $0.name == state }?.script)
    let running = SessionHarness(first)
    try await running.play(script)
    let before = running.appScreen
    let modelBefore = fingerprint(running.app)
    try await running.play("<F2>")
    let fresh = SessionHarness(first.other, app: running.app, clock: running.clock)
    #expect(running.appScreen == fresh.appScreen, "\(state): swapped vs fresh")
    #expect(fingerprint(running.app) == modelBefore, "\(state): the swap changed the models")
    try await running.returnTo(first)
    #expect(running.appScreen == before, "\(state): swapping back restores the screen")
    #expect(fingerprint(running.app) == modelBefore)
  }
}
