import Clocks
import CursesTesting
import Foundation
import Inventory
import TerminalInput
import Testing
import TextEditing

/// Renaming a row through its alert: the draft, the keys (all the model's), the commit, and
/// what is refused or warned about.
@Suite @MainActor struct RenameTests {
  let app: AppViewModel
  let clock: ManualClock
  let store: InMemoryInventoryStore
  var inventory: InventoryViewModel { app.inventoryViewModel }
  /// Events the renderer was offered: none, while the alert is open.
  let offered = EventLog()

  init() {
    clock = ManualClock()
    store = InMemoryInventoryStore(items: Item.seed)
    app = AppViewModel(
      dependencies: Dependencies(clock: clock, uuid: .incrementing(), store: store))
    app.selectedTab = .inventory
  }

  @discardableResult
  func press(_ events: InputEvent...) -> [Bool] {
    events.map { event in
      app.handleKey(event, textEdit: testKeyMap) { event in
        offered.add("\(event)")
        return false
      }
    }
  }

  func type(_ text: String) { for character in text { press(.character(character)) } }

  var draft: RenameViewModel? { inventory.openRenameDraft }

  @Test func rOpensTheAlertOnTheHighlightedRowsName() throws {
    press(.character("r"))
    let draft = try #require(self.draft)
    #expect(inventory.route == .row(id: Item.keyboard.id, route: .renameAlert(draft)))
    #expect(draft.name.text == "Keyboard")
    #expect(draft.name.cursor == 8, "at the end")
    #expect(draft.name.maximumLength == Item.maximumNameLength)
    #expect(draft.focus == .field)
    #expect(app.isEditingText)
    #expect(app.hasOpenScreen)
    #expect(inventory.row(id: Item.keyboard.id)?.route == .renameAlert(draft), "in sync")
  }

  @Test func typingEditsTheNameAndEnterRenamesAndStores() throws {
    press(.character("r"))
    type(" Pro?q1")
    press(.key(.left), .key(.backspace), .key(.backspace))
    #expect(draft?.name.text == "Keyboard Pro1")
    #expect(draft?.name.cursor == 12)
    press(.key(.enter))
    #expect(inventory.route == nil)
    #expect(inventory.row(id: Item.keyboard.id)?.item.name == "Keyboard Pro1")
    #expect(store.items.first?.name == "Keyboard Pro1", "committed as an update")
    #expect(offered.entries.isEmpty, "no key reached the list behind the alert")
  }

  @Test func tabCyclesFieldCancelRenameAndArrowsSwitchButtons() throws {
    press(.character("r"))
    let draft = try #require(self.draft)
    press(.key(.tab))
    #expect(draft.focus == .cancel)
    #expect(!app.isEditingText)
    press(.key(.right))
    #expect(draft.focus == .rename)
    press(.key(.left))
    #expect(draft.focus == .cancel)
    press(.key(.tab), .key(.tab))
    #expect(draft.focus == .field)
    press(.key(.backTab))
    #expect(draft.focus == .rename)
    type("zz")
    #expect(draft.name.text == "Keyboard", "a button does not type")
    press(.key(.backTab), .key(.backTab))
    press(.key(.left))
    #expect(draft.focus == .field)
    #expect(draft.name.cursor == 7, "← in the field moves the cursor")
  }

  @Test func enterOrSpaceOnAButtonPressesIt() throws {
    press(.character("r"))
    type("X")
    press(.key(.tab), .key(.enter))
    #expect(inventory.route == nil, "Cancel")
    #expect(inventory.row(id: Item.keyboard.id)?.item.name == "Keyboard")
    press(.character("r"))
    type("X")
    press(.key(.backTab), .character(" "))
    #expect(inventory.route == nil)
    #expect(inventory.row(id: Item.keyboard.id)?.item.name == "KeyboardX")
  }

  @Test func escCancelsFromAnyControl() {
    press(.character("r"))
    type("Y")
    press(.key(.escape))
    #expect(inventory.route == nil)
    #expect(store.items.first?.name == "Keyboard")
    press(.character("r"), .key(.tab), .key(.escape))
    #expect(inventory.route == nil)
  }

  @Test func aBlankNameIsRefusedWithAReason() throws {
    press(.character("r"))
    press(.key(.control("u")))
    type("  ")
    press(.key(.enter))
    let draft = try #require(self.draft, "still open")
    #expect(draft.isMissingName)
    #expect(draft.nameNotice == "⚠ An item needs a name")
    #expect(inventory.row(id: Item.keyboard.id)?.item.name == "Keyboard")
    type("K")
    #expect(!draft.isMissingName)
  }

  @Test func aTakenNameIsWarnedAboutAfter300msButAllowed() async throws {
    press(.character("r"))
    press(.key(.control("u")))
    type("charger")
    let draft = try #require(self.draft)
    #expect(!draft.nameIsDuplicate)
    await clock.advance(by: .milliseconds(300))
    #expect(draft.nameIsDuplicate)
    #expect(draft.nameNotice == "⚠ Another item is named this")
    press(.key(.enter))
    #expect(inventory.row(id: Item.keyboard.id)?.item.name == "charger")
    #expect(clock.sleeperCount == 0)
  }

  @Test func keysOutsideTheAlertsTableGoNowhere() {
    press(.character("r"), .key(.tab))
    let used = press(.key(.down), .key(.pageDown), .character("q"), .character("2"))
    #expect(used == [false, false, false, false], "q is left to the session, which says why")
    #expect(offered.entries.isEmpty)
    #expect(inventory.highlightedRowID == Item.keyboard.id)
    #expect(draft != nil)
  }

  @Test func hintsAndHelpFollowTheFocusedControl() {
    press(.character("r"))
    #expect(app.keyHints == "type name  ←→ cursor  ⏎ rename  Tab buttons  Esc cancel")
    #expect(app.helpEntries.contains(AppViewModel.HelpEntry("⏎", "rename")))
    press(.key(.tab))
    #expect(app.keyHints == "←→ choose  ⏎ press  Esc cancel  ? help")
    #expect(app.helpEntries.contains(AppViewModel.HelpEntry("⏎ Space", "cancel")))
    #expect(app.helpEntries.contains(AppViewModel.HelpEntry("← →", "other button")))
  }

  @Test func theRenamedRowLeavesAFilterItNoLongerMatches() throws {
    inventory.applyFilterEdit(.insert("key"))
    press(.character("r"))
    press(.key(.control("u")))
    type("Board")
    press(.key(.enter))
    #expect(inventory.filteredRows.isEmpty)
    #expect(inventory.highlightedRowID == nil)
  }

  @Test func leavingTheAlertStopsItsTimer() {
    press(.character("r"))
    type("x")
    #expect(clock.sleeperCount == 1)
    press(.key(.escape))
    #expect(clock.sleeperCount == 0)
  }
}
