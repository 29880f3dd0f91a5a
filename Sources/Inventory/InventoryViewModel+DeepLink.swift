import Foundation

/// Applying the inventory part of a deep link, in two steps so that a bad link changes nothing.
extension InventoryViewModel {
  /// Throws if `link` cannot be applied to this inventory.
  func validate(_ link: DeepLink.InventoryLink?) throws(DeepLinkError) {
    switch link {
    case nil: return
    case .add(_, let quantity, _):
      if quantity < 0 { throw .invalidQuantity(String(quantity)) }
    case .row(let id, _):
      if !inventory.contains(id: id) { throw .unknownID(id) }
    }
  }

  /// Sets the routes `link` names, reusing the open form when the link names its screen.
  ///
  /// - Precondition: ``validate(_:)`` accepted `link`.
  func open(_ link: DeepLink.InventoryLink?) {
    // A link's name wins over the add sheet's pending prediction.
    predictionTask?.cancel()
    predictionTask = nil
    switch link {
    case nil:
      route = nil
    case .add(let name, let quantity, let isColorPickerOpen):
      let form: ItemViewModel
      if case .add(let open) = route {
        form = open
        if form.item.name != name {
          form.item.name = name
          form.moveCursorToEnd()
        }
        form.item.status = .inStock(quantity: quantity)
      } else {
        form = ItemViewModel(
          item: Item(id: dependencies.uuid(), name: name, status: .inStock(quantity: quantity)),
          dependencies: dependencies, isNameTaken: nameChecker)
      }
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      setRoute(.add(form))
    case .row(let id, let rowLink):
      guard let row = inventory[id: id] else { return }
      setRoute(.row(id: id, route: rowRoute(rowLink, in: row)))
    }
  }

  private func rowRoute(_ link: DeepLink.RowLink, in row: ItemRowViewModel)
    -> ItemRowViewModel.Route
  {
    switch (link, row.route) {
    case (.delete, _):
      return .deleteAlert
    case (.edit(let isColorPickerOpen), .edit(let form)):
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      return .edit(form)
    case (.edit(let isColorPickerOpen), _):
      let form = row.makeEditForm()
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      return .edit(form)
    case (.duplicate, .duplicate(let form)):
      // The duplicate's colour picker has no link, so the link means "the modal itself".
      form.setColorPickerNavigation(isActive: false)
      return .duplicate(form)
    case (.duplicate, _):
      return .duplicate(row.makeDuplicateForm())
    }
  }

  private func setRoute(_ newRoute: Route) {
    if route != newRoute { route = newRoute }
  }
}
