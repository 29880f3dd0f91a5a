import CursesImmediate
import Inventory
import TerminalCore

/// The delete alert in immediate mode: the row's name, the question, Cancel and Delete, the
/// focused button the row's (``ItemRowViewModel/focusedAlertButton``), as the other
/// renderers draw it.
struct DeleteAlert: ImmediateScreen {
  let row: ItemRowViewModel

  /// What the alert's buttons do.
  enum Choice { case cancel, delete }

  func draw(_ ui: inout UI) {
    let buttons = ItemRowViewModel.AlertButton.allCases
    var alert: AlertState<Choice>? = AlertState(
      title: row.item.name, message: "Are you sure you want to delete this item?",
      buttons: [
        ButtonState(role: .cancel, "Cancel", action: .cancel),
        ButtonState(role: .destructive, "Delete", action: .delete),
      ],
      focusedButton: buttons.firstIndex(of: row.focusedAlertButton) ?? 0)
    let choice = ui.alert(&alert)
    if let focused = alert?.focusedButton, buttons[focused] != row.focusedAlertButton {
      row.focusedAlertButton = buttons[focused]
    }
    switch choice {
    case .cancel: row.cancelButtonTapped()
    case .delete: row.deleteConfirmationButtonTapped()
    case nil: break
    }
  }
}
