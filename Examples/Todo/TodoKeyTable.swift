import TerminalCore

/// The to-do screen's commands as the command palette (Ctrl-P) lists them: read from the
/// model, so they follow focus and the alert, and run the model's actions as the keys do.
@MainActor
enum TodoKeyTable {
  static func commands(for model: TodoList) -> [KeyCommand] {
    // The alert takes its own keys; the palette offers nothing behind it.
    guard model.alert == nil else { return [] }
    switch model.focus {
    case .field:
      return [
        KeyCommand([.key(.enter)], label: "⏎", title: "add the to-do") { model.addDraft() },
        KeyCommand([.key(.tab)], label: "Tab", title: "go to the list") { model.focus = .list },
      ]
    case .list:
      return [
        KeyCommand([.character(" ")], label: "Space", title: "mark done or not done") {
          model.toggle(model.highlightedID)
        },
        KeyCommand([.character("x")], label: "x", title: "delete the to-do") {
          model.requestDeletion(of: model.highlightedID)
        },
        KeyCommand([.key(.tab)], label: "Tab", title: "write a new to-do") { model.focus = .field },
      ]
    }
  }
}
