import Inventory
import InventorySession
import TerminalCore
import Testing

/// On a screen too short for the whole form, Tab never moves focus where the user cannot see
/// it: every renderer scrolls the focused field into view.
@MainActor
struct FocusInSightBehaviourTests {
  /// Text on each field's row, in every renderer (the quantity's label may be cut).
  static let rowText: [ItemViewModel.Field: String] = [
    .name: "Name", .color: "Color", .quantity: "Quan", .markAsSoldOut: "Mark as sold out",
    .isOnBackOrder: "back order", .backInStock: "back in stock",
  ]

  /// Whether the row of `field` is on screen with the focus marker inside the sheet (the
  /// list behind the sheet has its own `▸`, left of the sheet's edge).
  func isMarked(_ field: ItemViewModel.Field, on screen: String) throws -> Bool {
    let text = try #require(Self.rowText[field])
    return screen.split(separator: "\n").contains { line in
      line.contains(text) && line.drop { $0 != "│" }.contains("▸")
    }
  }

  @Test(
    arguments: RendererKind.allCases, [Size(width: 40, height: 12), Size(width: 100, height: 12)])
  func tabKeepsTheFocusedFieldInSight(kind: RendererKind, size: Size) async throws {
    let app = try await Behaviour(kind, size: size, playing: "2a")
    let form = try #require(app.form)
    for _ in 0..<9 {
      try await app.play("<Tab>")
      let field = try #require(form.focusedField)
      #expect(try isMarked(field, on: app.screen), "\(kind) \(size), \(field):\n\(app.screen)")
    }
    form.markAsSoldOutButtonTapped()
    for _ in 0..<9 {
      try await app.play("<BTab>")
      let field = try #require(form.focusedField)
      #expect(try isMarked(field, on: app.screen), "\(kind) \(size), \(field):\n\(app.screen)")
    }
  }
}
