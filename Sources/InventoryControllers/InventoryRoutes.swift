import CursesKit
import Inventory
import InventoryControllerParts
import TerminalCore

/// What the inventory's route shows over the list: a sheet or an alert.
public enum InventoryPresentation: Hashable {
  /// The add sheet.
  case add(ItemViewModel)
  /// A row's delete alert.
  case deleteAlert(ItemRowViewModel)
  /// A row's duplicate modal.
  case duplicate(ItemRowViewModel, ItemViewModel)
  /// A row's rename alert.
  case rename(ItemRowViewModel, RenameViewModel)
}

/// The edit screen the inventory's route pushes.
public struct EditDestination: Hashable {
  /// The row being edited.
  public let row: ItemRowViewModel
  /// Its form.
  public let form: ItemViewModel
}

/// The item form a route shows (Add, Duplicate or Edit), for a shell to draw as it draws forms.
@MainActor
public struct ItemFormRequest {
  /// The form's model.
  public let form: ItemViewModel
  /// The navigation title.
  public let title: String
  /// The confirm button's title.
  public let confirmTitle: String
  /// What Cancel does.
  public let onCancel: @MainActor () -> Void
  /// What the confirm button does.
  public let onConfirm: @MainActor () -> Void
  /// The confirm button's title while the row saves (with its spinner), `nil` otherwise.
  public let savingTitle: (@MainActor () -> String?)?
}

extension ViewController {
  /// Presents and pushes what `model.route` says, on bindings: the add sheet, a row's
  /// duplicate modal, delete and rename alerts, and the edit screen, each item form made by
  /// `formScreen`. The user's dismissal writes `nil` to the route (the rows' routes follow
  /// it). Written once for the imperative screens and the imperative shell's coordinator,
  /// which differ only in how they draw a form.
  public func presentRoutes(
    of model: InventoryViewModel,
    formScreen: @escaping @MainActor (ItemFormRequest) -> ViewController
  ) {
    present(item: model.presentationBinding) { presentation in
      presentation.makeController(model: model, formScreen: formScreen)
    }
    navigationDestination(item: model.editBinding) { destination in
      let row = destination.row
      return formScreen(
        ItemFormRequest(
          form: destination.form, title: "Edit", confirmTitle: "Save",
          onCancel: { [weak row] in row?.cancelButtonTapped() },
          onConfirm: { [weak row, weak form = destination.form] in
            guard let form else { return }
            row?.edit(item: form.item)
          },
          savingTitle: { [weak row] in row?.isSaving == true ? row?.savingTitle : nil }))
    }
  }
}

extension InventoryViewModel {
  /// The presentation the route asks for; writing `nil` closes the route.
  fileprivate var presentationBinding: Binding<InventoryPresentation?> {
    Binding(
      get: { [self] in
        switch route {
        case .add(let form): return .add(form)
        case .row(let id, let rowRoute):
          guard let row = inventory[id: id] else { return nil }
          switch rowRoute {
          case .deleteAlert: return .deleteAlert(row)
          case .duplicate(let form): return .duplicate(row, form)
          case .renameAlert(let draft): return .rename(row, draft)
          case .edit: return nil
          }
        case nil: return nil
        }
      },
      set: { [self] in if $0 == nil { route = nil } })
  }

  /// The edit screen the route asks for; writing `nil` closes the route.
  fileprivate var editBinding: Binding<EditDestination?> {
    Binding(
      get: { [self] in
        guard case .row(let id, .edit(let form)) = route, let row = inventory[id: id] else {
          return nil
        }
        return EditDestination(row: row, form: form)
      },
      set: { [self] in if $0 == nil { route = nil } })
  }
}

extension InventoryPresentation {
  /// The sheet or alert for this presentation.
  @MainActor
  fileprivate func makeController(
    model: InventoryViewModel, formScreen: @MainActor (ItemFormRequest) -> ViewController
  ) -> ViewController {
    switch self {
    case .add(let form):
      return NavigationController(
        rootViewController: formScreen(
          ItemFormRequest(
            form: form, title: "Add", confirmTitle: "Add",
            onCancel: { [weak model] in model?.cancelButtonTapped() },
            onConfirm: { [weak model, weak form] in
              guard let form else { return }
              model?.add(item: form.item)
            }, savingTitle: nil)))
    case .duplicate(let row, let form):
      return NavigationController(
        rootViewController: formScreen(
          ItemFormRequest(
            form: form, title: "Duplicate", confirmTitle: "Add",
            onCancel: { [weak row] in row?.cancelButtonTapped() },
            onConfirm: { [weak row, weak form] in
              guard let form else { return }
              row?.duplicate(item: form.item)
            }, savingTitle: nil)))
    case .deleteAlert(let row):
      return DeleteAlertController(row: row)
    case .rename(let row, let draft):
      return RenameAlertController(row: row, draft: draft)
    }
  }
}
