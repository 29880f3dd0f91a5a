import Inventory
import InventorySession
import TerminalCore
import Testing

/// The inventory list: the highlight, scrolling, and deleting through the alert.
@MainActor
struct ListBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func listKeysMoveTheHighlight(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Down><Down>")
    #expect(app.inventory.highlightedRow?.item.name == "Phone")
    #expect(app.screen.contains("▸ Phone"))
    try await app.play("<End>")
    #expect(app.inventory.highlightedRow?.item.name == "Headphones")
    try await app.play("<Home><Up>")
    #expect(app.inventory.highlightedRow?.item.name == "Keyboard")
    try await app.play("d<C-s>")
    #expect(app.inventory.items.count == 5)
  }

  /// The seed items and `count` more, "Item 0" to "Item \(count - 1)".
  private func longList(_ kind: RendererKind, count: Int, quantity: (Int) -> Int) -> Behaviour {
    Behaviour(kind, size: Size(width: 40, height: 12)) { app in
      for index in 0..<count {
        app.inventoryViewModel.items.append(
          Item(name: "Item \(index)", status: .inStock(quantity: quantity(index))))
      }
    }
  }

  @Test(arguments: RendererKind.allCases)
  func listKeysMoveAndScrollTheHighlight(kind: RendererKind) async throws {
    let app = longList(kind, count: 30) { $0 }
    try await app.play("2<End>")
    #expect(app.inventory.highlightedRow?.item.name == "Item 29")
    // At 12 rows four list rows show under the summary header and the columns' titles; a
    // page is 3 (InventoryViewModel.pageSize), with one row of overlap.
    #expect(app.inventory.scrollOffset == 34 - 4)
    #expect(app.screen.contains("▸ Item 29"))
    try await app.play("<PgUp>")
    #expect(app.inventory.highlightedRow?.item.name == "Item 26")
    try await app.play("<Home>")
    #expect(app.inventory.scrollOffset == 0)
  }

  @Test(arguments: RendererKind.allCases)
  func wheelScrollsTheList(kind: RendererKind) async throws {
    let app = longList(kind, count: 20) { _ in 1 }
    try await app.play("2")
    app.send(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 6))))
    #expect(app.inventory.scrollOffset == 3)
    #expect(app.screen.contains("  Item 0"))
    #expect(!app.screen.contains("Charger"))
    #expect(app.freshScreen() == app.screen)
  }

  /// Opened with `x` and with Delete.
  @Test(arguments: RendererKind.allCases)
  func deleteAlertSwitchesButtonsWithArrowsAndDeletes(kind: RendererKind) async throws {
    for key in ["x", "<Delete>"] {
      let app = try await Behaviour(kind, playing: "2<Down>" + key)
      #expect(app.inventory.route == .row(id: Item.charger.id, route: .deleteAlert), "\(key)")
      let row = try #require(app.inventory.row(id: Item.charger.id))
      #expect(row.focusedAlertButton == .cancel, "\(key)")
      try await app.play("<Right>")
      #expect(row.focusedAlertButton == .delete, "\(key)")
      try await app.play("<Enter>")
      #expect(
        app.inventory.items.map(\.name) == ["Keyboard", "Phone", "Headphones"], "\(key)")
      #expect(app.inventory.route == nil, "\(key)")
      #expect(!app.screen.contains("Charger"), "\(key)")
    }
  }
}
