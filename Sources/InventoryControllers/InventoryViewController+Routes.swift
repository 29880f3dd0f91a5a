import CursesKit
import Inventory
import InventoryControllerParts

/// What the inventory's route shows over the screen.
enum InventoryPresentation: Hashable {
  case add(ItemViewModel)
  case deleteAlert(ItemRowViewModel)
  case duplicate(ItemRowViewModel, ItemViewModel)
  case rename(ItemRowViewModel, RenameViewModel)
}

/// The edit screen the inventory's route pushes.
struct EditDestination: Hashable {
  let row: ItemRowViewModel
  let form: ItemViewModel
}

/// Route-driven navigation: ``InventoryViewModel/route`` presents or pushes, user dismissal
/// writes `nil` back (only if the route still shows what was dismissed).
extension InventoryViewController {
  var presentation: InventoryPresentation? {
    switch model.route {
    case .add(let form): return .add(form)
    case .row(let id, let route):
      guard let row = model.inventory[id: id] else { return nil }
      switch route {
      case .deleteAlert: return .deleteAlert(row)
      case .duplicate(let form): return .duplicate(row, form)
      case .renameAlert(let draft): return .rename(row, draft)
      // The rename alert is drawn by nobody yet; its keys are the model's.
      case .edit: return nil
      }
    case nil: return nil
    }
  }

  var editDestination: EditDestination? {
    guard case .row(let id, .edit(let form)) = model.route, let row = model.inventory[id: id]
    else { return nil }
    return EditDestination(row: row, form: form)
  }

  func bindRoutes() {
    present(
      item: { [weak self] in self?.presentation },
      onDismiss: { [weak self] dismissed in self?.writeBack(dismissed) },
      content: { [weak self] destination in
        self?.makeController(for: destination) ?? ViewController()
      })
    navigationDestination(
      item: { [weak self] in self?.editDestination },
      onPop: { destination in
        if destination.row.route == .edit(destination.form) {
          destination.row.cancelButtonTapped()
        }
      },
      content: { destination in
        let row = destination.row
        return ItemViewController(
          form: destination.form, title: "Edit", confirmTitle: "Save",
          onCancel: { [weak row] in row?.cancelButtonTapped() },
          onConfirm: { [weak row, weak form = destination.form] in
            guard let form else { return }
            row?.edit(item: form.item)
          },
          savingTitle: { [weak row] in row?.isSaving == true ? row?.savingTitle : nil })
      })
  }

  private func writeBack(_ dismissed: InventoryPresentation) {
    switch dismissed {
    case .add(let form):
      if model.route == .add(form) { model.cancelButtonTapped() }
    case .deleteAlert(let row):
      if row.route == .deleteAlert { row.cancelButtonTapped() }
    case .duplicate(let row, let form):
      if row.route == .duplicate(form) { row.cancelButtonTapped() }
    case .rename(let row, let draft):
      if row.route == .renameAlert(draft) { row.cancelButtonTapped() }
    }
  }

  private func makeController(for destination: InventoryPresentation) -> ViewController {
    switch destination {
    case .add(let form):
      let model = model
      return NavigationController(
        rootViewController: ItemViewController(
          form: form, title: "Add", confirmTitle: "Add",
          onCancel: { [weak model] in model?.cancelButtonTapped() },
          onConfirm: { [weak model, weak form] in
            guard let form else { return }
            model?.add(item: form.item)
          }))
    case .duplicate(let row, let form):
      return NavigationController(
        rootViewController: ItemViewController(
          form: form, title: "Duplicate", confirmTitle: "Add",
          onCancel: { [weak row] in row?.cancelButtonTapped() },
          onConfirm: { [weak row, weak form] in
            guard let form else { return }
            row?.duplicate(item: form.item)
          }))
    case .deleteAlert(let row):
      return DeleteAlertController(row: row)
    case .rename(let row, let draft):
      return RenameAlertController(row: row, draft: draft)
    }
  }
}
