import TerminalInput

/// What `?` shows: every key of the screen on top, from the same key table the renderers
/// run (see `AppViewModel+Keys.swift`), with the controls' keys and the session's.
extension AppViewModel {
  /// One line of the help: keys and what they do.
  public struct HelpEntry: Hashable, Sendable {
    /// The keys, such as "x Delete".
    public let keys: String
    /// What they do.
    public let action: String

    /// An entry.
    public init(_ keys: String, _ action: String) {
      self.keys = keys
      self.action = action
    }
  }

  /// The keys of the screen on top, then the keys that work everywhere.
  ///
  /// Commands with the same title share a line ("Tab ⇧Tab"); `?` itself is left out, since
  /// the help is what it opens (and the box fits 80×24 with every line).
  public var helpEntries: [HelpEntry] {
    var commands: [HelpEntry] = []
    for command in keyCommands where command.keys != [.character("?")] {
      let keys = command.keys.map(Self.name(of:)).joined(separator: " ")
      if let last = commands.last, last.action == command.title {
        commands[commands.count - 1] = HelpEntry(last.keys + " " + keys, last.action)
      } else {
        commands.append(HelpEntry(keys, command.title))
      }
    }
    return controlHelp + commands + Self.sessionHelp
  }

  /// The keys of the focused screen's controls, which the renderers handle themselves.
  private var controlHelp: [HelpEntry] {
    guard selectedTab == .inventory else {
      return selectedTab == .one ? [HelpEntry("⏎", "go to the inventory")] : []
    }
    let inventory = inventoryViewModel
    switch inventory.route {
    case nil where inventory.focus == .filter:
      return [
        HelpEntry("type", "filter the list by name"),
        HelpEntry("← → Home End", "move in the filter (^A ^E too)"),
        HelpEntry("⌫ Del ^U", "delete before / after / to the start"),
      ]
    case nil:
      return [
        HelpEntry("↑ ↓", "move the highlight (the wheel scrolls)"),
        HelpEntry("⏎", "edit the highlighted item"),
      ]
    case .row(_, .renameAlert(let draft)) where draft.focus == .field:
      return [
        HelpEntry("type", "the new name"),
        HelpEntry("← → Home End", "move in the name (^A ^E too)"),
        HelpEntry("⌫ Del ^U", "delete before / after / to the start"),
      ]
    case .row(_, .renameAlert):
      return []
    case .row(_, .deleteAlert):
      return [
        HelpEntry("← → Tab", "Cancel or Delete"), HelpEntry("⏎ Space", "press the button"),
        HelpEntry("Esc", "cancel"),
      ]
    case .add, .row:
      if inventory.openForm?.route == .colorPicker {
        // Moving and choosing are the picker's table commands, listed after these.
        return [HelpEntry("Esc", "back to the form")]
      }
      // Moving between fields is the form's table commands, listed after these.
      return [
        HelpEntry("← → Home End", "move in the name (^A ^E too)"),
        HelpEntry("⌫ Del ^U", "delete before / after / to the start"),
        HelpEntry("← → - +", "quantity one less / more"), HelpEntry("⏎ Space", "press, toggle"),
        HelpEntry("Esc", "cancel"),
      ]
    }
  }

  private static let sessionHelp = [
    HelpEntry("F2 F3 F4 F5", "other framework / next renderer / split / other side"),
    HelpEntry("^O ^P", "open a deep link / find any command"),
    HelpEntry("Esc", "close this help"),
    HelpEntry("q ^C", "quit (q outside text fields, nothing open)"),
    HelpEntry("^Z", "suspend"),
  ]

  private static func name(of event: InputEvent) -> String {
    switch event {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .key(.control(let letter)): "^" + letter.uppercased()
    case .key(.home): "Home"
    case .key(.end): "End"
    case .key(.pageUp): "PgUp"
    case .key(.pageDown): "PgDn"
    case .key(.delete): "Delete"
    case .key(.tab): "Tab"
    case .key(.backTab): "⇧Tab"
    case .key(.enter): "⏎"
    case .key(.escape): "Esc"
    case .key(.up): "↑"
    case .key(.down): "↓"
    case .key(.left): "←"
    case .key(.right): "→"
    case .key(let key): "\(key)"
    case .mouse, .resize, .paste: ""
    }
  }
}
