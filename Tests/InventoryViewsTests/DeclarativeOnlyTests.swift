import Clocks
import CursesUI
import Inventory
import InventoryViews
import TerminalCore
import TestSupport
import Testing

/// What only CursesUI draws or does; the behaviours both renderers share are in
/// InventorySessionTests/Behaviour, run against every renderer kind.
@MainActor
struct DeclarativeOnlyTests {
  // CursesUI marks the focused button »like this«; CursesKit marks it with a style.
  @Test func focusedButtonsAreMarked() {
    let list = App()
    list.openInventory()
    list.send(.tab)
    #expect(list.screen.contains("»Add«"))
    let alert = App()
    alert.openInventory()
    alert.send(.down)
    alert.type("x")
    alert.send(.right)
    #expect(alert.screen.contains("»Delete«"))
    let form = App()
    form.openInventory()
    form.send(.enter, .down, .enter, .up, .enter)
    #expect(form.screen.contains("»Color ██ Green ›«"))
  }

  // CursesUI internals: one coalesced invalidation per change, and the ViewHost released.
  @Test func unmountStopsInvalidationsAndReleasesTheTree() {
    let model = AppViewModel(
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    var invalidations = 0
    weak var weakHost: AnyObject?
    do {
      let renderer = ViewRenderer { ContentView(model: model) }
      renderer.mount(size: Size(width: 80, height: 24)) { invalidations += 1 }
      var canvas = Canvas(size: Size(width: 80, height: 24))
      renderer.draw(into: &canvas)
      model.selectedTab = .inventory
      #expect(invalidations == 1)
      renderer.draw(into: &canvas)
      weakHost = renderer.host
      renderer.unmount()
    }
    model.selectedTab = .three
    model.inventoryViewModel.focus = .addButton
    model.inventoryViewModel.highlightedRow?.item.name = "Changed"
    #expect(invalidations == 1)
    #expect(weakHost == nil)
  }
}
