import CursesImmediate
import Inventory
import InventoryScreens
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// The inventory's immediate-mode screens so far (the tabs, the list and the delete alert;
/// the forms, the colour picker and the rename alert are still to come), in a real session in place of the declarative renderer: from the same
/// keys they draw what CursesUI draws and leave the models as it does.
@MainActor
struct ImmediateScreensTests {
  nonisolated static let scripts = [
    "", "3", "2", "2<Down><Down>", "2<Down><Down><Up>", "2<Tab>", "2<Tab><Tab>", "2/o",
    "2/o<Enter>", "2s", "2S<Down>", "2sss", "2<End>", "2/zq",
  ]

  /// A session whose declarative renderer is the immediate one.
  private func immediateSession(size: Size) -> SessionHarness {
    SessionHarness(.declarative, size: size) { kind, app in
      kind == .declarative
        ? ImmediateRenderer { ContentScreen(model: app) } : kind.makeRenderer(for: app)
    }
  }

  @Test(arguments: scripts, [Size(width: 80, height: 24), Size(width: 40, height: 12)])
  func theScreenIsTheDeclarativeOnes(script: String, size: Size) async throws {
    let declarative = SessionHarness(.declarative, size: size)
    try await declarative.play(script)
    let immediate = immediateSession(size: size)
    try await immediate.play(script)
    #expect(immediate.appScreen == declarative.appScreen, "\(script) at \(size)")
    #expect(immediate.app.url == declarative.app.url)
    #expect(
      immediate.app.inventoryViewModel.highlightedRowID
        == declarative.app.inventoryViewModel.highlightedRowID)
    #expect(
      immediate.app.inventoryViewModel.scrollOffset
        == declarative.app.inventoryViewModel.scrollOffset)
  }

  @Test func clicksSortByATitleAndHighlightThenOpenARow() async throws {
    let immediate = immediateSession(size: Size(width: 80, height: 24))
    try await immediate.play("2<click 22,6>")
    #expect(immediate.app.inventoryViewModel.sortOrder == ItemSortOrder(.quantity))
    // Out of stock first: Headphones on the first row under the titles.
    try await immediate.play("<click 5,7>")
    #expect(immediate.app.inventoryViewModel.highlightedRow?.item.name == "Headphones")
    try await immediate.play("<click 5,7>")
    #expect(immediate.app.inventoryViewModel.route?.editForm != nil, "a second click opens it")
  }
}
