import Inventory

// The cases of the inventory's routes as optionals, so that a test asks for one with
// `try #require(route?.addForm)` and fails, naming what it found, when the route is another.

extension InventoryViewModel.Route {
  /// The add sheet's form.
  public var addForm: ItemViewModel? {
    if case .add(let form) = self { form } else { nil }
  }

  /// The row a row's route belongs to.
  public var rowID: Item.ID? {
    if case .row(let id, _) = self { id } else { nil }
  }

  /// The route of the row that has one.
  public var rowRoute: ItemRowViewModel.Route? {
    if case .row(_, let route) = self { route } else { nil }
  }

  /// The edit screen's form, of whichever row.
  public var editForm: ItemViewModel? { rowRoute?.editForm }

  /// The duplicate modal's form, of whichever row.
  public var duplicateForm: ItemViewModel? { rowRoute?.duplicateForm }
}

extension ItemRowViewModel.Route {
  /// The edit screen's form.
  public var editForm: ItemViewModel? {
    if case .edit(let form) = self { form } else { nil }
  }

  /// The duplicate modal's form.
  public var duplicateForm: ItemViewModel? {
    if case .duplicate(let form) = self { form } else { nil }
  }

  /// The rename alert's draft.
  public var renameDraft: RenameViewModel? {
    if case .renameAlert(let draft) = self { draft } else { nil }
  }
}

extension SessionState.Route {
  /// The edit screen's form as saved while no save of it was in flight.
  public var editFormAtRest: SessionState.Form? {
    if case .row(_, .edit(let form, saving: nil)) = self { form } else { nil }
  }
}
