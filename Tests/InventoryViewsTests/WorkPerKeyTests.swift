import Clocks
import CursesTesting
import CursesUI
import Identity
import Inventory
import InventoryViews
import TerminalCore
import TestSupport
import Testing

/// Work per keystroke follows what is visible, not the inventory size (CursesUI internals:
/// body evaluations and view nodes).
@MainActor
struct WorkPerKeyTests {
  private func bigApp() -> (AppViewModel, RendererHarness, ViewHost) {
    let dependencies = Dependencies(clock: ManualClock(), uuid: .incrementing())
    let rows = (0..<100_000).map { index in
      ItemRowViewModel(
        item: Item(
          id: dependencies.uuid(), name: "Item \(index)", status: .inStock(quantity: index)),
        dependencies: dependencies)
    }
    let model = AppViewModel(
      inventoryViewModel: InventoryViewModel(
        inventory: IdentifiedArray(uniqueElements: rows), dependencies: dependencies),
      selectedTab: .inventory)
    let renderer = ViewRenderer { ContentView(model: model) }
    let harness = RendererHarness(
      renderer, size: Size(width: 80, height: 24),
      dispatch: { model.handleKey($0, renderer: $1) })
    return (model, harness, renderer.host!)
  }

  @Test func keysEvaluateOnlyWhatChangedOnScreen() {
    let (model, harness, host) = bigApp()
    let nodes = host.nodeCount
    #expect(nodes < 600, "about a screenful of rows, not 100,000")
    var before = host.bodyEvaluations
    harness.send(.down, .down)
    _ = harness.screen
    #expect(host.bodyEvaluations == before, "moving the highlight is a redraw")
    for _ in 0..<30 { harness.send(.key(.down)) }
    #expect(harness.screen.contains("▸ Item 32"))
    #expect(model.inventoryViewModel.scrollOffset > 0)
    #expect(host.nodeCount <= nodes + 30)
    before = host.bodyEvaluations
    harness.send(.key(.tab))
    _ = harness.screen
    #expect(host.bodyEvaluations == before + 1, "only the footer's hints changed")
    before = host.bodyEvaluations
    harness.send(.key(.end))
    _ = harness.screen
    #expect(host.bodyEvaluations == before, "End with the Add button focused does nothing")
  }
}
