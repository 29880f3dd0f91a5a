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
    return (entries + help + (hasOpenScreen ? [] : ["q quit"])).joined(separator: "  ")
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
      guard focus == .list else { return ["⏎ add", "Tab focus", "1 2 3 tabs"] }
      return ["↑↓ move", "⏎ edit"] + hints(["add", "duplicate", "delete"]) + ["Tab focus"]
    case .row(_, .deleteAlert):
      return ["←→ choose", "⏎ confirm", "Esc cancel"]
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
