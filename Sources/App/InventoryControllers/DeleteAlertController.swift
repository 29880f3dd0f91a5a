import CursesKit
import Inventory

/// The delete alert: titled with the item's name, "Cancel" and "Delete", the focused button
/// kept in ``ItemRowViewModel/focusedAlertButton``. The imperative screens and the imperative
/// shell's flow coordinator present this one class.
@MainActor
public final class DeleteAlertController: AlertController {
  /// The alert asking to delete `row`'s item.
  public init(row: ItemRowViewModel) {
    super.init(title: row.item.name, message: "Are you sure you want to delete this item?")
    addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak row] in row?.cancelButtonTapped() })
    addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak row] in
        row?.deleteConfirmationButtonTapped()
      })
    onFocusChange = { [weak row] index in row?.focusedAlertButton = index == 0 ? .cancel : .delete }
    observe { [weak self, weak row] in
      guard let self, let row else { return }
      title = row.item.name
      focusedActionIndex = row.focusedAlertButton == .cancel ? 0 : 1
    }
  }
}
