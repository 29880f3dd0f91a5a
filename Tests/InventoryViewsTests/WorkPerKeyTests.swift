import Clocks
import CursesTesting
import CursesUI
import Identity
import InventoryViews
import TerminalCore
import TestSupport
import Testing

@_spi(Work) @testable import Inventory

/// Work per keystroke follows what is visible, not the inventory size (CursesUI internals:
/// body evaluations and view nodes).
@MainActor
struct WorkPerKeyTests {
  private func bigApp() -> (AppViewModel, RendererHarness, ViewHost) {
    let dependencies = Dependencies(clock: ManualClock(), uuid: .incrementing())
    let items = (0..<100_000).map { index in
      Item(id: dependencies.uuid(), name: "Item \(index)", status: .inStock(quantity: index))
    }
    let model = AppViewModel(
      inventoryViewModel: InventoryViewModel(
        items: IdentifiedArray(uniqueElements: items), dependencies: dependencies),
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

  /// A page down brings a page of new rows into the nodes of the rows it scrolled out: the
  /// rows' bodies run again, but no node is made for them.
  @Test func aPageDownReusesTheNodesOfTheRowsItScrollsOut() {
    let (_, harness, host) = bigApp()
    _ = harness.screen
    harness.send(.key(.pageDown))
    _ = harness.screen
    let (made, reused, nodes) = (host.nodesMade, host.nodesReused, host.nodeCount)
    let bodies = host.bodyEvaluations
    harness.send(.key(.pageDown))
    #expect(harness.screen.contains("▸ Item 30"), "a page is the 16 rows shown less one")
    #expect(host.nodesMade - made <= 4, "a handful, not one per view of every new row")
    #expect(host.nodesReused - reused >= 14, "every row that came in took a node")
    #expect(host.nodeCount == nodes)
    // One body per row that came in: the row's swatch and status are parts of texts, not
    // views with bodies of their own.
    #expect(host.bodyEvaluations - bodies <= 16)
  }

  /// A character typed in Edit's name field changes the form's item, so the form's body runs
  /// again: its rows are described anew, and only what they are sized by is measured again
  /// (the field's text: the path from the field up). Every node on screen was measured again
  /// before, a typed character costing what a page down does.
  @Test func aTypedCharacterMeasuresThePathToTheFieldNotTheFormAroundIt() {
    let (_, harness, host) = bigApp()
    _ = harness.screen
    harness.send(.key(.enter), .key(.end))
    _ = harness.screen
    let (measured, bodies) = (host.sizeMeasurements, host.bodyEvaluations)
    harness.send(.character("x"))
    #expect(harness.screen.contains("Item 0x"))
    #expect(host.bodyEvaluations > bodies, "the form's body ran again")
    #expect(
      host.sizeMeasurements - measured < host.nodeCount,
      "measured \(host.sizeMeasurements - measured) sizes, with \(host.nodeCount) nodes")
  }

  /// The inventory holds its items as values: row view models exist for the rows on screen
  /// and go when they scroll out.
  @Test func rowViewModelsExistOnlyForTheRowsOnScreen() {
    let (model, harness, _) = bigApp()
    let inventory = model.inventoryViewModel
    _ = harness.screen
    #expect(inventory.liveRowCount <= 20, "the 17 rows shown and the one beyond each edge")
    harness.send(.key(.pageDown))  // the highlight to the bottom of the page: no scroll
    _ = harness.screen
    let before = inventory.workDone.rowModelsMade
    harness.send(.key(.pageDown))
    _ = harness.screen
    // The 16 rows that scrolled in, each made once: the list reads ids only of the rows it
    // keeps, and builds a new row straight away.
    #expect(inventory.workDone.rowModelsMade - before <= 16)
    for _ in 0..<5 { harness.send(.key(.pageDown)) }
    _ = harness.screen
    #expect(inventory.liveRowCount <= 20)
    harness.send(.key(.end))
    _ = harness.screen
    #expect(inventory.liveRowCount <= 20)
    #expect(inventory.highlightedRow?.item.name == "Item 99999")
  }
}
