import CursesUI
import Inventory

extension InventoryView {
  /// The row the route points at.
  var row: ItemRowViewModel? {
    guard case .row(let id, _) = model.route else { return nil }
    return model.row(id: id)
  }

  /// The add form while the route is `.add`; writing `nil` cancels.
  var addForm: Binding<ItemViewModel?> {
    let model = model
    return Binding(
      get: {
        guard case .add(let form) = model.route else { return nil }
        return form
      },
      set: { form in
        if form == nil, case .add = model.route { model.cancelButtonTapped() }
      })
  }

  /// A row's form for one route case; writing `nil` cancels that row's route.
  private func rowForm(
    _ extract: @escaping @MainActor (ItemRowViewModel.Route) -> ItemViewModel?
  ) -> Binding<ItemViewModel?> {
    let model = model
    return Binding(
      get: {
        guard case .row(_, let route) = model.route else { return nil }
        return extract(route)
      },
      set: { form in
        guard form == nil, case .row(let id, let route) = model.route, extract(route) != nil
        else { return }
        model.row(id: id)?.cancelButtonTapped()
      })
  }

  /// The edit form while a row's route is `.edit`.
  var editForm: Binding<ItemViewModel?> {
    rowForm { route in
      if case .edit(let form) = route { form } else { nil }
    }
  }

  /// The duplicate form while a row's route is `.duplicate`.
  var duplicateForm: Binding<ItemViewModel?> {
    rowForm { route in
      if case .duplicate(let form) = route { form } else { nil }
    }
  }

  /// True while a row's route is `.deleteAlert`; writing false cancels.
  var isDeleteAlertPresented: Binding<Bool> {
    let model = model
    return Binding(
      get: {
        guard case .row(_, .deleteAlert) = model.route else { return false }
        return true
      },
      set: { isPresented in
        guard !isPresented, case .row(let id, .deleteAlert) = model.route else { return }
        model.row(id: id)?.cancelButtonTapped()
      })
  }
}
