import CursesSwap
import Inventory
import InventorySession
import TerminalCore

/// One thing a user does in the walk: a step of a key script, or a click on a fixed cell.
struct WalkInput: Hashable, Sendable, CustomStringConvertible {
  enum Action: Hashable, Sendable {
    /// A key script of one step (`<Down>`, `k`, `<wait 600ms>`).
    case keys(String)
    /// A click on the whole screen's cell (the bar is row 0).
    case click(x: Int, y: Int, label: String)
  }

  let action: Action

  static func keys(_ script: String) -> WalkInput { WalkInput(action: .keys(script)) }
  static func click(x: Int, y: Int, _ label: String) -> WalkInput {
    WalkInput(action: .click(x: x, y: y, label: label))
  }

  /// A wait only changes anything while a timer is asleep on the clock.
  var isWait: Bool {
    if case .keys(let text) = action { return text.hasPrefix("<wait") }
    return false
  }

  /// Whether the input means the same in every renderer on the screen `harness` shows. Keys
  /// always do. A cell names the same control in each renderer where their layouts agree:
  /// the tab bar and the inventory screen (the header, the list's rows, Add) with nothing
  /// presented over them, no help and no prompt. Elsewhere (a form, a sheet, an alert) each
  /// lays its controls out its own way, so the same cell is a different control and the
  /// contract does not apply.
  @MainActor
  func applies(to harness: SessionHarness) -> Bool {
    guard case .click = action else { return true }
    let app = harness.app
    let inventory = app.inventoryViewModel
    let presented = app.selectedTab == .inventory && inventory.route != nil
    guard !presented, !app.isShowingHelp, harness.session.prompt == nil else { return false }
    return true
  }

  /// The input most likely to take `harness`'s state back to where it was before this input
  /// was played on it (read before playing it): the opposite key, Backspace after a typed
  /// character, the tab that was shown, Esc after what opens something and what opened it
  /// after Esc or whatever closed the help or the prompt. Only a guess; the walk checks it.
  @MainActor
  func undo(on harness: SessionHarness) -> WalkInput? {
    let app = harness.app
    let inventory = app.inventoryViewModel
    let tab: WalkInput =
      switch app.selectedTab {
      case .one: .keys("1")
      case .inventory: .keys("2")
      case .three: .keys("3")
      }
    // The help closes on Esc, Enter, ? and q and clicks; the prompt on Esc and Enter.
    if app.isShowingHelp { return .keys("?") }
    if harness.session.prompt != nil, self == .keys("<Esc>") || self == .keys("<Enter>") {
      return .keys("<C-o>")
    }
    guard case .keys(let key) = action else {
      if case .click(_, 1, _) = action { return tab }
      return .keys("<Esc>")
    }
    let opposites = [
      "<Up>": "<Down>", "<Down>": "<Up>", "<Left>": "<Right>", "<Right>": "<Left>",
      "<Tab>": "<BTab>", "<BTab>": "<Tab>", "<PgUp>": "<PgDn>", "<PgDn>": "<PgUp>",
      "-": "+", "+": "-",
    ]
    let typing =
      app.isEditingText || harness.session.prompt != nil || inventory.focus == .filter
      || inventory.openRenameDraft?.focus == .field
    if typing, key.count == 1 || key == "<Space>" { return .keys("<BS>") }
    if let opposite = opposites[key] { return .keys(opposite) }
    // Enter on tab One goes to the inventory.
    if ["1", "2", "3"].contains(key) || (key == "<Enter>" && app.selectedTab != .inventory) {
      return tab
    }
    if key == "<Esc>", app.selectedTab == .inventory, let route = inventory.route {
      switch route {
      case .add: return .keys("a")
      case .row(_, .edit): return .keys("<Enter>")
      case .row(_, .duplicate): return .keys("d")
      case .row(_, .deleteAlert): return .keys("x")
      case .row(_, .renameAlert): return .keys("r")
      }
    }
    return isWait || key == "<Esc>" ? nil : .keys("<Esc>")
  }

  /// Whether the walk plays the input on the screen `harness` shows. While the Ctrl-O prompt
  /// is open the session takes every key before any renderer sees it (`Session.handle`), so
  /// what is typed there is the session's own text field, the same whatever renders the app:
  /// the walk types one letter and Backspace there, and Enter (the link, maybe refused) and
  /// Esc, not every key of the alphabet.
  @MainActor
  func isWalked(on harness: SessionHarness) -> Bool {
    guard harness.session.prompt != nil else { return applies(to: harness) }
    return ["<Enter>", "<Esc>", "k", "<BS>"].contains(description)
  }

  /// Written as a key script reads, clicks as `<click x,y label>`, so a failing script can be
  /// read (and, clicks aside, pasted into `--keys`).
  var description: String {
    switch action {
    case .keys(let text): text
    case .click(let x, let y, let label): "<click \(x),\(y) \(label)>"
    }
  }

  /// The events the input sends, or `nil` for a wait (which advances the clock instead).
  var events: [InputEvent]? {
    get throws {
      switch action {
      case .keys(let text):
        var events: [InputEvent] = []
        for step in try KeyScript(parsing: text).steps {
          guard case .events(let more) = step else { return nil }
          events += more
        }
        return events
      case .click(let x, let y, _):
        return [.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y)))]
      }
    }
  }

  /// Plays the input on `harness` through the session, as the terminal would deliver it.
  @MainActor
  func play(on harness: SessionHarness) async throws {
    switch action {
    case .keys(let text):
      try await harness.play(text)
    case .click(let x, let y, _):
      harness.headless.terminal.send([
        .mouse(MouseEvent(kind: .click, position: Point(x: x, y: y)))
      ])
      harness.headless.loop.pump()
    }
  }
}
