import CursesKit

/// The CursesKit delete alert: "Delete “title”?" with Cancel and Delete, its focused button
/// kept in ``TodoList/alertButton`` so a swap keeps it.
@MainActor
final class TodoDeleteAlertController: AlertController {
  private let model: TodoList

  init(model: TodoList, item: TodoItem) {
    self.model = model
    super.init(title: "Delete “\(item.title)”?", message: "This cannot be undone.")
    addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak model] in model?.cancelDeletion() })
    addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak model] in model?.delete(item.id) })
    onFocusChange = { [weak model] index in model?.alertButton = index == 0 ? .cancel : .delete }
    observe { [weak self, weak model] in
      guard let self, let model else { return }
      focusedActionIndex = model.alertButton == .cancel ? 0 : 1
    }
  }

  // The same hints as the declarative alert.
  override var keyHints: String? { TodoKeyHints.text(for: model) }
}
