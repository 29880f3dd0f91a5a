import Inventory

/// The footer's key hints for the screen the user is on (a function of view-model state).
@MainActor
enum KeyHints {
  static func text(for model: AppViewModel) -> String {
    switch model.selectedTab {
    case .one: return "⏎ go to inventory  1 2 3 tabs  q quit"
    case .three: return "1 2 3 tabs  q quit"
    case .inventory: return inventory(model.inventoryViewModel)
    }
  }

  private static func inventory(_ model: InventoryViewModel) -> String {
    switch model.route {
    case .add(let form): return form.route == .colorPicker ? picker : formHints(confirm: "add")
    case .row(_, .deleteAlert): return "←→ choose  ⏎ confirm  Esc cancel"
    case .row(_, .duplicate(let form)):
      return form.route == .colorPicker ? picker : formHints(confirm: "add")
    case .row(_, .edit(let form)):
      return form.route == .colorPicker ? picker : formHints(confirm: "save")
    case nil:
      return model.focus == .list
        ? "↑↓ move  ⏎ edit  a add  d duplicate  x delete  Tab focus"
        : "⏎ add  Tab focus  1 2 3 tabs"
    }
  }

  private static let picker = "↑↓ move  ⏎ choose  Esc back"

  private static func formHints(confirm: String) -> String {
    "Tab ↑↓ field  ⏎ activate  ^S \(confirm)  Esc cancel"
  }
}
