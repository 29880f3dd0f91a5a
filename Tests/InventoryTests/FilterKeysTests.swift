import CursesTesting
import Foundation
import Inventory
import TerminalInput
import Testing
import TextEditing

/// The keys of the inventory screen around the filter, through the app's one dispatch with a
/// renderer that uses nothing: Tab order, `/`, typing, Esc, Enter and ↓, hints and help.
@Suite @MainActor struct FilterKeysTests {
  let app: AppViewModel
  var inventory: InventoryViewModel { app.inventoryViewModel }
  /// Events the renderer was offered.
  let offered = EventLog()

  init() {
    (app, _) = makeApp()
    app.selectedTab = .inventory
  }

  /// Sends `events` as the session does, with a renderer that uses none of them.
  @discardableResult
  func press(_ events: InputEvent...) -> [Bool] {
    events.map { event in
      app.handleKey(event, textEdit: testKeyMap) { event in
        offered.add("\(event)")
        return false
      }
    }
  }

  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  @Test func tabGoesFilterListAddAndShiftTabBack() {
    #expect(inventory.focus == .list)
    press(.key(.tab))
    #expect(inventory.focus == .addButton)
    press(.key(.tab))
    #expect(inventory.focus == .filter)
    press(.key(.tab))
    #expect(inventory.focus == .list)
    press(.key(.backTab))
    #expect(inventory.focus == .filter)
    press(.key(.backTab))
    #expect(inventory.focus == .addButton)
    #expect(offered.entries.isEmpty, "the table moved focus every time")
  }

  @Test func slashJumpsToTheFilterAndLettersType() {
    press(.character("/"))
    #expect(inventory.focus == .filter)
    #expect(app.isEditingText)
    type("aq?1x/")
    #expect(inventory.filter.text == "aq?1x/")
    #expect(inventory.route == nil, "a, x typed rather than adding or deleting")
    #expect(!app.isShowingHelp)
    #expect(app.selectedTab == .inventory)
    press(.key(.left), .key(.left), .key(.backspace))
    #expect(inventory.filter.text == "aq?x/")
    #expect(inventory.filter.cursor == 3)
    press(.key(.home), .key(.delete))
    #expect(inventory.filter.text == "q?x/")
    #expect(offered.entries.isEmpty, "the model typed every key itself")
  }

  @Test func escClearsTheFilterThenGoesBackToTheList() {
    press(.character("/"))
    type("ph")
    #expect(inventory.filteredRows.count == 2)
    press(.key(.escape))
    #expect(inventory.filter.text.isEmpty)
    #expect(inventory.focus == .filter)
    #expect(inventory.filteredRows.count == 4)
    press(.key(.escape))
    #expect(inventory.focus == .list)
  }

  @Test(arguments: [InputEvent.key(.enter), .key(.down)])
  func enterAndDownGoToTheListKeepingTheFilter(key: InputEvent) {
    press(.character("/"))
    type("ar")
    press(key)
    #expect(inventory.focus == .list)
    #expect(inventory.filter.text == "ar")
    #expect(!app.isEditingText)
  }

  @Test func keysTheFilterDoesNotUseReachTheRenderer() {
    press(.character("/"))
    let used = press(.key(.up), .key(.pageDown))
    #expect(used == [false, false])
    #expect(offered.entries == ["\(InputEvent.key(.up))", "\(InputEvent.key(.pageDown))"])
  }

  @Test func hintsFollowTheFilter() {
    press(.character("/"))
    #expect(app.keyHints == "type filter  Esc back to the list  ⏎/↓ list  Tab focus")
    type("k")
    #expect(app.keyHints == "type filter  Esc clear filter  ⏎/↓ list  Tab focus")
    press(.key(.enter))
    #expect(app.keyHints.hasPrefix("↑↓ move  ⏎ edit  a add  d duplicate  x delete  Tab focus"))
  }

  @Test func helpListsTheFilterAndRenameKeysFromTheTable() {
    let list = app.helpEntries
    #expect(list.contains(AppViewModel.HelpEntry("/", "filter")))
    #expect(list.contains(AppViewModel.HelpEntry("r", "rename")))
    #expect(list.contains(AppViewModel.HelpEntry("Tab ⇧Tab", "next / previous control")))
    #expect(!list.contains { $0.keys == "?" }, "the help leaves out the key that opened it")
    #expect(list.count <= 19, "fits the help box at 80×24")
    press(.character("/"))
    let filter = app.helpEntries
    #expect(filter.contains(AppViewModel.HelpEntry("Esc", "back to the list")))
    #expect(filter.contains(AppViewModel.HelpEntry("⏎ ↓", "list")))
  }
}

/// The keys that edit text, as the terminal's key map has them (TerminalCore is not a
/// dependency of the model's tests): characters insert, the rest edit or move.
func testKeyMap(_ event: InputEvent) -> EditableText.Edit? {
  switch event {
  case .character(let character): .insert(String(character))
  case .key(.backspace): .deleteBackward
  case .key(.delete): .deleteForward
  case .key(.left): .moveLeft
  case .key(.right): .moveRight
  case .key(.home), .key(.control("a")): .moveToStart
  case .key(.end), .key(.control("e")): .moveToEnd
  case .key(.control("u")): .deleteToStart
  default: nil
  }
}
