import Foundation
import TextEditing

/// Applying the inventory part of a deep link, in two steps so that a bad link changes nothing.
extension InventoryViewModel {
  /// Throws if `link` and `filter` cannot be applied to this inventory.
  func validate(_ link: DeepLink.InventoryLink?, filter: String) throws(DeepLinkError) {
    // The parser checks the filter; a link built in code may hold anything.
    try DeepLink.checkFilter(filter)
    let draft: DeepLink.Draft?
    switch link {
    case nil: return
    case .add(let addDraft, _): draft = addDraft
    case .row(let id, let rowLink):
      if !items.contains(id: id) { throw .unknownID(id) }
      switch rowLink {
      case .edit(let rowDraft, _), .duplicate(let rowDraft, _): draft = rowDraft
      case .delete, .rename: draft = nil
      }
    }
    // The parser only makes whole numbers ≥ 0; a link built in code may hold anything.
    if let quantity = draft?.status?.quantity, quantity < 0 {
      throw .invalidQuantity(String(quantity))
    }
  }

  /// Sets the filter to `filter` and the routes `link` names, reusing the open form or alert
  /// when the link names its screen.
  ///
  /// - Precondition: ``validate(_:filter:)`` accepted `link` and `filter`.
  func open(_ link: DeepLink.InventoryLink?, filter: String) {
    // A link's name wins over the add sheet's pending prediction.
    if case .add(let open) = route { open.cancelNamePrediction() }
    // The filter first: it decides whether the linked row can be highlighted.
    if self.filter.text != filter {
      self.filter = EditableText(filter, maximumLength: Item.maximumNameLength)
    }
    switch link {
    case nil:
      route = nil
    case .add(let draft, let isColorPickerOpen):
      let form: ItemViewModel
      if case .add(let open) = route {
        form = open
        Self.apply(draft, base: DeepLink.Draft.addBase(id: form.item.id), to: form)
      } else {
        form = ItemViewModel(
          item: draft.applied(to: DeepLink.Draft.addBase(id: dependencies.uuid())),
          dependencies: dependencies, isNameTaken: nameChecker)
      }
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      setRoute(.add(form))
    case .row(let id, let rowLink):
      guard let row = row(id: id) else { return }
      highlightLinkedRow(id)
      setRoute(.row(id: id, route: rowRoute(rowLink, in: row)))
    }
  }

  private func rowRoute(_ link: DeepLink.RowLink, in row: ItemRowViewModel)
    -> ItemRowViewModel.Route
  {
    switch (link, row.route) {
    case (.delete, _):
      return .deleteAlert
    case (.rename(let name), let route):
      let draft = route?.renameViewModel ?? row.makeRenameDraft()
      let text = name ?? row.item.name
      if draft.name.text != text {
        draft.name = EditableText(text, maximumLength: Item.maximumNameLength)
      }
      return .renameAlert(draft)
    case (.edit(let draft, let isColorPickerOpen), let route):
      let form = if case .edit(let open) = route { open } else { row.makeEditForm() }
      Self.apply(draft, base: row.item, to: form)
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      return .edit(form)
    case (.duplicate(let draft, let isColorPickerOpen), let route):
      let form = if case .duplicate(let open) = route { open } else { row.makeDuplicateForm() }
      Self.apply(draft, base: row.item, to: form)
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      return .duplicate(form)
    }
  }

  /// Makes `form`'s item `base` changed by `draft`, keeping the form's own id. A link's name
  /// puts the cursor at its end, as if just typed.
  private static func apply(_ draft: DeepLink.Draft, base: Item, to form: ItemViewModel) {
    var item = draft.applied(to: base)
    item.id = form.item.id
    guard form.item != item else { return }
    let nameChanges = form.item.name != item.name
    form.item = item
    if nameChanges { form.moveCursorToEnd() }
  }

  private func setRoute(_ newRoute: Route) {
    if route != newRoute { route = newRoute }
  }
}
