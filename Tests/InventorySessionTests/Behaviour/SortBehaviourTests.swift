import Inventory
import InventorySession
import TerminalCore
import Testing

/// The list as a table in every renderer: titles over the columns, a click on one sorts by it
/// and a second the other way, `s` and `S` from the keyboard, ▲ ▼ on the sorted title, and an
/// edited row highlighted where the sort puts it.
@MainActor
struct SortBehaviourTests {
  /// The names in the order the screen lists them.
  private func listedNames(_ app: Behaviour) -> [String] {
    let names = ["Keyboard", "Charger", "Phone", "Headphones", "Adapter", "Zip"]
    return app.lines.compactMap { line in
      names.first { line.dropFirst(2).hasPrefix($0 + " ") }
    }
  }

  @Test(arguments: RendererKind.allCases)
  func aClickOnATitleSortsAndASecondReverses(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2")
    #expect(app.screen.contains("Name"), "\(kind): the titles:\n\(app.screen)")
    app.click(on: "Stock", inLineContaining: "Name")
    #expect(app.inventory.sortOrder == ItemSortOrder(.quantity))
    #expect(listedNames(app) == ["Headphones", "Phone", "Charger", "Keyboard"])
    #expect(app.screen.contains("Stock ▲"))
    app.click(on: "Stock", inLineContaining: "Name")
    #expect(app.inventory.sortOrder == ItemSortOrder(.quantity, isAscending: false))
    #expect(listedNames(app) == ["Keyboard", "Charger", "Phone", "Headphones"])
    #expect(app.screen.contains("Stock ▼"))
    #expect(app.inventory.highlightedRow?.item.name == "Keyboard", "the highlight stays")
    #expect(app.freshScreen() == app.screen)
  }

  @Test(arguments: RendererKind.allCases)
  func theSortKeysStepAndReverse(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2s")
    #expect(listedNames(app) == ["Charger", "Headphones", "Keyboard", "Phone"])
    #expect(app.screen.contains("Name ▲"))
    try await app.play("S")
    #expect(listedNames(app) == ["Phone", "Keyboard", "Headphones", "Charger"])
    try await app.play("sss")
    #expect(app.inventory.sortOrder == nil, "name, stock, colour, then the items' own order")
    #expect(listedNames(app) == ["Keyboard", "Charger", "Phone", "Headphones"])
    #expect(!app.screen.contains("▲") && !app.screen.contains("▼"))
  }

  @Test(arguments: RendererKind.allCases)
  func anAddedAndAnEditedItemIsHighlightedInItsPlace(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2s")
    try await app.play("aAdapter<C-s>")
    #expect(listedNames(app).first == "Adapter")
    #expect(app.screen.contains("▸ Adapter"))
    try await app.play("<Enter><C-u>Zip<C-s><wait 1100ms>")
    #expect(app.inventory.items.contains { $0.name == "Zip" })
    #expect(listedNames(app).last == "Zip")
    #expect(app.screen.contains("▸ Zip"), "\(kind):\n\(app.screen)")
  }
}
