import Clocks
import CursesKit
import Foundation
import Identity
import Inventory
import TerminalCore
import Testing

@testable import InventoryControllers

/// CursesKit internals: list cells are reused, so live cells (and the row view models they
/// hold) stay one screenful.
@MainActor
struct LargeInventoryTests {
  @Test func liveCellsStayOneScreenfulWithManyItems() throws {
    let items = (0..<100_000).map { index in
      Item(name: "Item \(index)", status: .inStock(quantity: index))
    }
    let inventory = InventoryViewModel(
      items: IdentifiedArray(uniqueElements: items),
      dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))
    let app = AppViewModel(inventoryViewModel: inventory, selectedTab: .inventory)
    let window = Window(size: Size(width: 80, height: 24)) {}
    let content = ContentViewController(model: app)
    window.rootViewController = content
    var canvas = Canvas(size: window.size)
    window.draw(into: &canvas)
    let navigation = try #require(content.selectedViewController as? NavigationController)
    let list = try #require(navigation.viewControllers.first as? InventoryViewController).list
    for _ in 0..<50 { _ = window.handle(.key(.pageDown)) }
    _ = window.handle(.key(.end))
    window.draw(into: &canvas)
    #expect(canvas.plainText().contains("▸ Item 99999"))
    #expect(list.liveCellCount <= list.visibleRowCount + 2)
    #expect(list.createdCellCount <= list.visibleRowCount + 2)
    #expect(inventory.liveRowCount <= list.liveCellCount)
    window.tearDown()
  }
}
