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
  public var helpEntries: [HelpEntry] {
    let commands = keyCommands.map { command in
      HelpEntry(command.keys.map(Self.name(of:)).joined(separator: " "), command.title)
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
    case nil:
      return [
        HelpEntry("↑ ↓", "move the highlight"), HelpEntry("⏎", "edit the highlighted item"),
        HelpEntry("Tab ⇧Tab", "list or Add"), HelpEntry("wheel", "scroll the list"),
      ]
    case .row(_, .deleteAlert):
      return [
        HelpEntry("← → Tab", "Cancel or Delete"), HelpEntry("⏎ Space", "press the button"),
        HelpEntry("Esc", "cancel"),
      ]
    case .add, .row:
      if inventory.openForm?.route == .colorPicker {
        return [
          HelpEntry("↑ ↓", "move"), HelpEntry("⏎ Space", "choose the colour"),
          HelpEntry("Esc", "back to the form"),
        ]
      }
      return [
        HelpEntry("Tab ⇧Tab ↑ ↓", "next / previous field"),
        HelpEntry("← → Home End", "move in the name (^A ^E too)"),
        HelpEntry("⌫ Del ^U", "delete before / after / to the start"),
        HelpEntry("← → - +", "quantity one less / more"), HelpEntry("⏎ Space", "press, toggle"),
        HelpEntry("Esc", "cancel"),
      ]
    }
  }

  private static let sessionHelp = [
    HelpEntry("1 2 3", "tabs (outside text fields and sheets)"), HelpEntry("F2", "swap renderers"),
    HelpEntry("^O", "open a deep link"), HelpEntry("Esc", "close this help"),
    HelpEntry("q", "quit (outside text fields, nothing open)"), HelpEntry("^C", "quit"),
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
    case .key(let key): "\(key)"
    case .mouse, .resize: ""
    }
  }
}
