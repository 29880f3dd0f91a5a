import CursesKit
import Inventory
import InventoryControllerParts
import TerminalCore

/// The item form a route shows (Add, Duplicate or Edit), for a shell to draw as it draws forms.
@MainActor
public struct ItemFormRequest {
  /// The form's model.
  public let form: ItemViewModel
  /// The navigation title, and the confirm button's.
  public let title: String, confirmTitle: String
  /// What Cancel and the confirm button do.
  public let onCancel: @MainActor () -> Void, onConfirm: @MainActor () -> Void
  /// The confirm button's title while the row saves (with its spinner), `nil` otherwise.
  public var savingTitle: (@MainActor () -> String?)? = nil
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
    let sheet = Binding<RoutePresentation?>(
      get: { RoutePresentation(model.route, in: model) },
      set: { if $0 == nil { model.route = nil } })
    present(item: sheet) { presentation in
      switch presentation {
      case .add(let form):
        return NavigationController(
          rootViewController: formScreen(
            ItemFormRequest(
              form: form, title: "Add", confirmTitle: "Add",
              onCancel: { [weak model] in model?.cancelButtonTapped() },
              onConfirm: { [weak model, weak form] in form.map { model?.add(item: $0.item) } })))
      case .duplicate(let row, let form):
        return NavigationController(
          rootViewController: formScreen(
            ItemFormRequest(
              form: form, title: "Duplicate", confirmTitle: "Add",
              onCancel: { [weak row] in row?.cancelButtonTapped() },
              onConfirm: { [weak row, weak form] in form.map { row?.duplicate(item: $0.item) } })))
      case .deleteAlert(let row): return DeleteAlertController(row: row)
      case .rename(let row, let draft): return RenameAlertController(row: row, draft: draft)
      }
    }
    let editing = Binding<EditDestination?>(
      get: { EditDestination(model.route, in: model) },
      set: { if $0 == nil { model.route = nil } })
    navigationDestination(item: editing) { destination in
      let row = destination.row
      return formScreen(
        ItemFormRequest(
          form: destination.form, title: "Edit", confirmTitle: "Save",
          onCancel: { [weak row] in row?.cancelButtonTapped() },
          onConfirm: { [weak row, weak form = destination.form] in
            form.map { row?.edit(item: $0.item) }
          },
          savingTitle: { [weak row] in row?.isSaving == true ? row?.savingTitle : nil }))
    }
  }
}

/// What the route shows over the list.
private enum RoutePresentation: Hashable {
  case add(ItemViewModel)
  case deleteAlert(ItemRowViewModel)
  case duplicate(ItemRowViewModel, ItemViewModel)
  case rename(ItemRowViewModel, RenameViewModel)

  @MainActor
  init?(_ route: InventoryViewModel.Route?, in model: InventoryViewModel) {
    switch route {
    case .add(let form): self = .add(form)
    case .row(let id, let rowRoute):
      guard let row = model.row(id: id) else { return nil }
      switch rowRoute {
      case .deleteAlert: self = .deleteAlert(row)
      case .duplicate(let form): self = .duplicate(row, form)
      case .renameAlert(let draft): self = .rename(row, draft)
      case .edit: return nil
      }
    case nil: return nil
    }
  }
}

/// The edit screen the route pushes.
private struct EditDestination: Hashable {
  let row: ItemRowViewModel
  let form: ItemViewModel

  @MainActor
  init?(_ route: InventoryViewModel.Route?, in model: InventoryViewModel) {
    guard case .row(let id, .edit(let form)) = route, let row = model.row(id: id) else {
      return nil
    }
    self.row = row
    self.form = form
  }
}
