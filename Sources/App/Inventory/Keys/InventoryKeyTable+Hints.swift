/// The key hints of the inventory's screen on top (see `AppViewModel+KeyHints.swift`).
extension InventoryKeyTable {
  /// The inventory screen's hints: its commands' with the keys its controls answer.
  var hintEntries: [String] {
    let commands = self.commands
    func hints(_ titles: Set<String>) -> [String] {
      commands.filter { titles.contains($0.title) }.map(\.hint)
    }
    switch inventory.route {
    case nil:
      switch inventory.focus {
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
      guard let form = inventory.openForm, form.route != .colorPicker else {
        return ["↑↓ move", "⏎ choose"] + confirm + ["Esc back"]
      }
      return form.focusedFieldHints + ["Tab/↑↓ field"] + confirm + ["Esc cancel"]
    }
  }
}
