/// The screens the inventory has open: the form or rename draft on top, and confirming it.
extension InventoryViewModel {
  /// The form of the open sheet, modal or pushed screen, if any.
  public var openForm: ItemViewModel? {
    switch route {
    case .add(let form): form
    case .row(_, let rowRoute): rowRoute.itemViewModel
    case nil: nil
    }
  }

  /// The draft of the open rename alert, if any.
  public var openRenameDraft: RenameViewModel? {
    if case .row(_, .renameAlert(let draft)) = route { draft } else { nil }
  }

  /// What confirming the open form does: "add" or "save".
  public var confirmTitle: String? {
    switch route {
    case .add, .row(_, .duplicate): "add"
    case .row(_, .edit): "save"
    case .row(_, .deleteAlert), .row(_, .renameAlert), nil: nil
    }
  }

  /// Confirms the open form as its "Add" or "Save" button does, closing the colour picker
  /// first so the form shows what happens (the edit screen shows "Saving…").
  public func confirmOpenForm() {
    guard let form = openForm else { return }
    if form.route == .colorPicker { form.setColorPickerNavigation(isActive: false) }
    switch route {
    case .add: add(item: form.item)
    case .row(let id, .duplicate): row(id: id)?.duplicate(item: form.item)
    case .row(let id, .edit): row(id: id)?.edit(item: form.item)
    case .row(_, .deleteAlert), .row(_, .renameAlert), nil: break
    }
  }
}
