import Inventory
import InventoryViews
import TerminalCore
import TestSupport
import Testing

/// The screen is a function of the view models: a fresh renderer draws the same thing, and
/// unmounting leaves nothing behind.
@MainActor
struct RemountTests {
  @Test func freshRendererDrawsTheSameScreen() async {
    let app = App()
    var checked = 0
    func check(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(app.screen == app.remountedScreen(), sourceLocation: sourceLocation)
      checked += 1
    }
    check()
    app.openInventory()
    app.keys(.down, .down, .tab)
    check()
    app.keys(.backTab)
    app.type("a")
    app.type("Half typed")
    app.keys(.left, .left)
    check()
    app.keys(.down, .enter)
    check()
    app.keys(.down, .down)
    await app.advance(milliseconds: 500)
    check()
    app.keys(.escape, .escape)
    app.keys(.enter, .tab, .tab, .down)
    check()
    app.keys(.escape)
    app.type("x")
    app.keys(.right)
    check()
    #expect(checked == 7)
  }

  @Test func unmountStopsInvalidationsAndReleasesTheTree() {
    let model = AppViewModel(
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    var invalidations = 0
    weak var weakHost: AnyObject?
    do {
      let renderer = DeclarativeRenderer()
      renderer.mount(model, size: Size(width: 80, height: 24)) { invalidations += 1 }
      var canvas = Canvas(size: Size(width: 80, height: 24))
      renderer.draw(into: &canvas)
      model.selectedTab = .inventory
      #expect(invalidations == 1)
      renderer.draw(into: &canvas)
      weakHost = renderer.viewHost
      renderer.unmount()
    }
    model.selectedTab = .three
    model.inventoryViewModel.focus = .addButton
    model.inventoryViewModel.inventory[0].item.name = "Changed"
    #expect(invalidations == 1)
    #expect(weakHost == nil)
  }

  @Test func resizingDrawsWhatAFreshRendererDrawsAtTheNewSize() {
    let app = App()
    app.openInventory()
    app.keys(.enter, .tab)
    for size in [
      Size(width: 40, height: 12), Size(width: 120, height: 40), Size(width: 30, height: 8),
    ] {
      app.harness.resize(to: size)
      #expect(app.screen == app.remountedScreen())
    }
  }

  @Test func anUnchangedFrameWritesNothing() {
    let app = App()
    app.openInventory()
    _ = app.screen
    app.type("z")
    _ = app.screen
    #expect(app.harness.terminal.lastChangedCells == 0)
  }
}
