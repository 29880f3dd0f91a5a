import Inventory
import InventorySession
import TerminalCore
import Testing

/// The mouse acts on a row the same way in every renderer: the highlighted row offers
/// Duplicate and Delete buttons, in the spirit of swipe actions (CursesUI's
/// `List.rowActions`, CursesKit's `ListView.trailingRowActions`).
@MainActor
struct RowActionMouseTests {
  /// Clicks the first cell of `title` on the screen line that shows `row`.
  private func click(_ title: String, onRowOf row: String, in running: SessionHarness) throws {
    let lines = running.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(lines.firstIndex { $0.contains(row) && $0.contains(title) })
    let line = String(lines[y])
    let range = try #require(line.range(of: title, options: .backwards))
    let x = TextWidth.of(String(line[..<range.lowerBound]))
    running.headless.terminal.send(.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y))))
    running.headless.loop.pump()
  }

  @Test(arguments: RendererKind.allCases, ["Delete", "Duplicate"])
  func clickingARowsButtonActsOnThatRow(_ renderer: RendererKind, _ title: String) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Down>")
    try click(title, onRowOf: "Charger", in: running)
    let route = running.app.inventoryViewModel.route
    if title == "Delete" {
      #expect(route == .row(id: Item.charger.id, route: .deleteAlert))
    } else {
      try #require(
        route?.duplicateForm != nil, "the duplicate modal is open: \(String(describing: route))")
      let id = try #require(route?.rowID)
      #expect(id == Item.charger.id)
    }
  }
}
