import CursesKit
import Inventory
import InventoryControllerParts
import TerminalCore

/// The item form a route shows (Add, Duplicate or Edit), for a shell to draw as it draws
/// forms: its Cancel and confirm buttons call the model that owns the route.
@MainActor
public struct ItemFormRequest {
  /// What the form is for.
  public enum Purpose: Sendable {
    /// The add sheet, whose owner is the inventory.
    case add
    /// A row's duplicate modal.
    case duplicate
    /// A row's edit screen.
    case edit
  }

  /// The form's model.
  public let form: ItemViewModel
  /// What the form is for.
  public let purpose: Purpose
  private weak var inventory: InventoryViewModel?
  private weak var row: ItemRowViewModel?

  /// The add sheet of `inventory`.
  init(adding form: ItemViewModel, to inventory: InventoryViewModel) {
    self.form = form
    purpose = .add
    self.inventory = inventory
  }

  /// The duplicate modal or edit screen of `row`.
  init(_ purpose: Purpose, of row: ItemRowViewModel, form: ItemViewModel) {
    self.form = form
    self.purpose = purpose
    self.row = row
  }

  /// The navigation title.
  public var title: String {
    switch purpose {
    case .add: "Add"
    case .duplicate: "Duplicate"
    case .edit: "Edit"
    }
  }

  /// The confirm button's title.
  public var confirmTitle: String { purpose == .edit ? "Save" : "Add" }

  /// Cancel: the owner closes the form.
  public func cancel() {
    switch purpose {
    case .add: inventory?.cancelButtonTapped()
    case .duplicate, .edit: row?.cancelButtonTapped()
    }
  }

  /// The confirm button: the owner adds, duplicates or saves the form's item.
  public func confirm() {
    let item = form.item
    switch purpose {
    case .add: inventory?.add(item: item)
    case .duplicate: row?.duplicate(item: item)
    case .edit: row?.edit(item: item)
    }
  }

  /// The confirm button's title while the row saves (with its spinner), `nil` otherwise;
  /// read under observation, it follows the save.
  public var savingTitle: String? {
    guard purpose == .edit, let row, row.isSaving else { return nil }
    return row.savingTitle
  }
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
          rootViewController: formScreen(ItemFormRequest(adding: form, to: model)))
      case .duplicate(let row, let form):
        return NavigationController(
          rootViewController: formScreen(ItemFormRequest(.duplicate, of: row, form: form)))
      case .deleteAlert(let row): return DeleteAlertController(row: row)
      case .rename(let row, let draft): return RenameAlertController(row: row, draft: draft)
      }
    }
    let editing = Binding<EditDestination?>(
      get: { EditDestination(model.route, in: model) },
      set: { if $0 == nil { model.route = nil } })
    navigationDestination(item: editing) { destination in
      formScreen(ItemFormRequest(.edit, of: destination.row, form: destination.form))
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
