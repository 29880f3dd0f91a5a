import Inventory
import InventorySession
import TerminalCore
import Testing

/// The filter, the rename alert and the gauge through the session, in each renderer: the
/// lists show the filtered rows and every key does what the model's table says. Neither
/// renderer draws the filter field, the rename alert or the gauge yet; what is checked is the
/// list and the models.
@MainActor
struct FilterBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func theListShowsOnlyTheFilteredRows(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/PH")
    #expect(app.inventory.filter.text == "PH")
    #expect(app.screen.contains("Phone"))
    #expect(app.screen.contains("Headphones"))
    #expect(!app.screen.contains("Keyboard"))
    #expect(!app.screen.contains("Charger"))
    #expect(app.unusedEvents.isEmpty, "the model typed every key")
    #expect(app.freshScreen() == app.screen)
    try await app.play("<Esc>")
    #expect(app.screen.contains("Keyboard"), "Esc cleared the filter")
    #expect(app.inventory.focus == .filter)
  }

  @Test(arguments: RendererKind.allCases)
  func theListsKeysMoveAmongTheFilteredRows(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/o<Enter>")
    #expect(app.inventory.focus == .list)
    #expect(app.inventory.highlightedRow?.item.name == "Keyboard")
    try await app.play("<Down>")
    #expect(app.inventory.highlightedRow?.item.name == "Phone", "Charger is not listed")
    #expect(app.screen.contains("▸ Phone"))
    try await app.play("<End>")
    #expect(app.inventory.highlightedRow?.item.name == "Headphones")
    try await app.play("<Enter>")
    #expect(app.inventory.route?.itemViewModelForTest?.item.name == "Headphones")
  }

  @Test(arguments: RendererKind.allCases)
  func clickingAFilteredRowEditsThatRow(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/head<Enter>")
    app.click(on: "Headphones")
    try #require(
      app.inventory.route?.editForm != nil && app.inventory.route?.rowID == Item.headphones.id,
      "edit of the headphones not open")
  }

  @Test(arguments: RendererKind.allCases)
  func typingWhatNothingMatchesEmptiesTheList(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2/zz<Enter>")
    #expect(app.inventory.highlightedRowID == nil)
    for name in ["Keyboard", "Charger", "Phone", "Headphones"] {
      #expect(!app.screen.contains(name))
    }
    try await app.play("dx<Enter>")
    #expect(app.inventory.route == nil, "no row to act on")
  }

  @Test(arguments: RendererKind.allCases)
  func renamingThroughTheAlertRenamesTheRowOnScreen(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Down>r Pro")
    #expect(app.inventory.openRenameDraft?.name.text == "Charger Pro")
    try await app.play("<Down><Up><PgDn>")
    #expect(app.inventory.highlightedRow?.item.name == "Charger", "the list stays put")
    try await app.play("<Enter>")
    #expect(app.inventory.route == nil)
    #expect(app.screen.contains("Charger Pro"))
    #expect(app.freshScreen() == app.screen)
  }

  @Test(arguments: RendererKind.allCases)
  func aSwapMidMoveKeepsTheNeedleWhereItIs(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Tab><Tab><Tab><Enter><wait 90ms>")
    let form = try #require(app.form)
    let needle = form.gaugePosition
    #expect(needle > 0 && needle < 100)
    try await app.play("<F2>")
    #expect(form.gaugePosition == needle)
    try await app.play("<wait 210ms>")
    #expect(form.gaugePosition == 0)
    #expect(app.harness.clock.sleeperCount == 0, "at rest, nothing runs")
  }
}

extension InventoryViewModel.Route {
  /// The form the route opens, if any.
  fileprivate var itemViewModelForTest: ItemViewModel? {
    switch self {
    case .add(let form): form
    case .row(_, let route): route.itemViewModel
    }
  }
}
