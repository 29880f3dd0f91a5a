import Clocks
import Inventory
import InventorySession
import TerminalCore
import Testing

/// The screen is a function of the view models: a fresh renderer draws the same thing, a
/// resize draws what a fresh renderer draws at the new size, and unmounting leaves nothing
/// behind.
@MainActor
struct RemountBehaviourTests {
  /// A walk through the screens, each step from where the one before left off.
  nonisolated static let walk = [
    "2<Down><Down><Tab>",
    "<BTab>aHalf typed<Left><Left>",
    "<Down><Enter>",
    "<Down><Down><wait 500ms>",
    "<Esc><Esc><Enter><Tab><Tab><Down>",
    "<Esc>x<Right>",
  ]

  /// Screen states reached by keys from a fresh app.
  nonisolated static let states: [(name: String, script: String)] =
    [
      ("tab-one", ""),
      ("inventory", "2"),
      ("add", "2a<wait 500ms><Left><Left>"),
      ("edit", "2<Enter><Down><Down>"),
      ("duplicate", "2<Down>d<Tab>"),
      ("alert", "2x<Right>"),
      ("picker", "2<Enter><Down><Enter><wait 500ms><Down><Down><Down><Down><Down>"),
      ("typed", "2<Enter>键盘<Left>"),
      ("scrolled", "2" + String(repeating: "d<C-s>", count: 10) + "<End><Up>"),
    ]
    + walk.indices.map { step in
      ("walk-\(step + 1)", walk[...step].joined())
    }

  @Test(arguments: RendererKind.allCases, Self.states.map(\.name))
  func freshRendererDrawsTheSameScreen(kind: RendererKind, state: String) async throws {
    let entry = try #require(Self.states.first { $0.name == state })
    let app = try await Behaviour(kind, playing: entry.script)
    let running = app.screen
    #expect(running.contains { !$0.isWhitespace }, "\(state): the renderer drew something")
    #expect(app.freshScreen() == running, "\(state)")
  }

  @Test(arguments: RendererKind.allCases)
  func resizingDrawsWhatAFreshRendererDrawsAtTheNewSize(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Tab>")
    for size in [
      Size(width: 40, height: 12), Size(width: 120, height: 40), Size(width: 80, height: 24),
    ] {
      app.resize(to: size)
      #expect(app.screen.contains("Inventory › Edit"), "\(size)")
      #expect(app.screen == app.freshScreen(), "\(size)")
    }
    // Below the session's minimum the renderer is not shown, but it is still laid out.
    app.resize(to: Size(width: 30, height: 8))
    #expect(app.rendererScreen == app.freshScreen())
  }

  @Test(arguments: RendererKind.allCases)
  func aScrolledListSurvivesResizingBackAndForth(kind: RendererKind) async throws {
    let app = Behaviour(kind, size: Size(width: 40, height: 12)) { app in
      for index in 0..<30 {
        app.inventoryViewModel.items.append(
          Item(name: "Item \(index)", status: .inStock(quantity: 1)))
      }
    }
    try await app.play("2<End>")
    _ = app.screen
    app.resize(to: Size(width: 80, height: 30))
    #expect(app.freshScreen() == app.screen)
    app.resize(to: Size(width: 40, height: 12))
    #expect(app.screen.contains("▸ Item 29"))
    #expect(app.freshScreen() == app.screen)
  }

  @Test(arguments: RendererKind.allCases)
  func anUnchangedFrameWritesNothing(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    _ = app.screen
    try await app.play("z")
    _ = app.screen
    #expect(app.terminal.lastChangedCells == 0)
  }

  @Test(arguments: RendererKind.allCases)
  func unmountStopsInvalidationsAndReleasesTheRenderer(kind: RendererKind) {
    let model = AppViewModel(
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    var invalidations = 0
    var renderer: (any Renderer)? = kind.makeRenderer(for: model)
    weak let weakRenderer = renderer as AnyObject?
    renderer?.mount(size: Size(width: 80, height: 24)) { invalidations += 1 }
    var canvas = Canvas(size: Size(width: 80, height: 24))
    renderer?.draw(into: &canvas)
    model.selectedTab = .inventory
    #expect(invalidations > 0)
    renderer?.draw(into: &canvas)
    renderer?.unmount()
    renderer = nil
    #expect(weakRenderer == nil)
    invalidations = 0
    model.selectedTab = .three
    model.inventoryViewModel.addButtonTapped()
    model.inventoryViewModel.highlightedRow?.item.name = "Changed"
    #expect(invalidations == 0)
  }
}
