/// The one line of key hints for the screen on top, in the same words in every renderer.
///
/// Hints follow focus (the form names the keys of its focused control), list the screen's
/// commands from its key table (see `AppViewModel+Keys.swift`), offer "? help" outside text
/// fields, and show "q quit" exactly where `q` quits: outside text fields with no form,
/// sheet or alert open.
extension AppViewModel {
  /// The hints, two spaces between entries.
  public var keyHints: String {
    let entries: [String]
    switch selectedTab {
    case .one: entries = ["⏎ go to inventory", "1 2 3 tabs"]
    case .three: entries = ["1 2 3 tabs"]
    case .inventory: entries = inventoryViewModel.keyHintEntries
    }
    let help = isEditingText ? [] : ["? help"]
    let quit = hasOpenScreen || isEditingText ? [] : ["q quit"]
    return (entries + help + quit).joined(separator: "  ")
  }
}

extension InventoryViewModel {
  var keyHintEntries: [String] {
    let commands = keyCommands
    func hints(_ titles: Set<String>) -> [String] {
      commands.filter { titles.contains($0.title) }.map(\.hint)
    }
    switch route {
    case nil:
      switch focus {
      case .list:
        return ["↑↓ move", "⏎ edit"] + hints(["add", "duplicate", "delete"]) + ["Tab focus"]
      case .addButton:
        return ["⏎ add", "Tab focus", "1 2 3 tabs"]
      case .filter:
        return ["type filter"] + hints(["clear filter", "back to the list", "list"])
          + ["Tab focus"]
      }
    case .row(_, .deleteAlert):
      return ["←→ choose", "⏎ confirm", "Esc cancel"]
    case .row(_, .renameAlert(let draft)):
      guard draft.focus == .field else { return ["←→ choose", "⏎ press", "Esc cancel"] }
      return ["type name", "←→ cursor", "⏎ rename", "Tab buttons", "Esc cancel"]
    case .add, .row:
      let confirm = hints(["add", "save"])
      guard let form = openForm, form.route != .colorPicker else {
        return ["↑↓ move", "⏎ choose"] + confirm + ["Esc back"]
      }
      return form.focusedFieldHints + ["Tab/↑↓ field"] + confirm + ["Esc cancel"]
    }
  }
}

extension ItemViewModel {
  /// What the focused control's keys do.
  var focusedFieldHints: [String] {
    switch focusedField {
    case .name: ["type name", "←→ cursor"]
    case .color: ["⏎ choose color"]
    case .quantity: ["←→ −/+ quantity"]
    case .isOnBackOrder: ["⏎ toggle"]
    case .markAsSoldOut, .backInStock: ["⏎ press"]
    case nil: []
    }
  }
}
