import CursesKit
import Inventory
import InventoryControllerParts
import InventoryControllers

/// What the inventory's route shows over the imperative shell's list.
enum FlowPresentation: Hashable {
  case add(ItemViewModel)
  case duplicate(ItemRowViewModel, ItemViewModel)
  case deleteAlert(ItemRowViewModel)
  case rename(ItemRowViewModel, RenameViewModel)
}

/// The edit screen the route pushes.
struct FlowEditDestination: Hashable {
  let row: ItemRowViewModel
  let form: ItemViewModel
}

extension InventoryFlowCoordinator {
  var presentation: FlowPresentation? {
    switch model.route {
    case .add(let form): return .add(form)
    case .row(let id, let route):
      guard let row = model.inventory[id: id] else { return nil }
      switch route {
      case .deleteAlert: return .deleteAlert(row)
      case .duplicate(let form): return .duplicate(row, form)
      case .renameAlert(let draft): return .rename(row, draft)
      case .edit: return nil
      }
    case nil: return nil
    }
  }

  var editDestination: FlowEditDestination? {
    guard case .row(let id, .edit(let form)) = model.route, let row = model.inventory[id: id]
    else { return nil }
    return FlowEditDestination(row: row, form: form)
  }

  /// The user dismissed `dismissed` (Esc, a click outside): cancel it, if the route still
  /// shows it.
  func writeBack(_ dismissed: FlowPresentation) {
    switch dismissed {
    case .add(let form):
      if model.route == .add(form) { model.cancelButtonTapped() }
    case .duplicate(let row, let form):
      if row.route == .duplicate(form) { row.cancelButtonTapped() }
    case .deleteAlert(let row):
      if row.route == .deleteAlert { row.cancelButtonTapped() }
    case .rename(let row, let draft):
      if row.route == .renameAlert(draft) { row.cancelButtonTapped() }
    }
  }

  func makeController(for presentation: FlowPresentation) -> ViewController {
    switch presentation {
    case .add(let form):
      let model = model
      return NavigationController(
        rootViewController: HostedFormController(
          form: form, title: "Add", confirmTitle: "Add",
          onCancel: { [weak model] in model?.cancelButtonTapped() },
          onConfirm: { [weak model, weak form] in
            guard let form else { return }
            model?.add(item: form.item)
          }))
    case .duplicate(let row, let form):
      return NavigationController(
        rootViewController: HostedFormController(
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
