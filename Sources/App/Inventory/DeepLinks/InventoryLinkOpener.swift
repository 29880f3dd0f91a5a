import Foundation
import TextEditing

/// Applies the inventory part of a deep link to an inventory, in two steps so that a bad link
/// changes nothing: ``validate()`` checks it all, then ``open()`` sets the sort order, the
/// filter and the routes through the inventory's own properties and the rows' actions.
///
/// ```swift
/// let opener = InventoryLinkOpener(link, filter: filter, sort: sort, in: inventory)
/// try opener.validate()
/// opener.open()
/// ```
@MainActor
struct InventoryLinkOpener {
  /// The screen to open; `nil` dismisses every screen.
  let link: DeepLink.InventoryLink?
  /// The list's filter under the screen.
  let filter: String
  /// The list's order under the screen.
  let sort: ItemSortOrder?
  /// The inventory the link is opened in.
  let inventory: InventoryViewModel

  init(
    _ link: DeepLink.InventoryLink?, filter: String, sort: ItemSortOrder? = nil,
    in inventory: InventoryViewModel
  ) {
    self.link = link
    self.filter = filter
    self.sort = sort
    self.inventory = inventory
  }

  /// Throws if the link and filter cannot be applied to the inventory.
  func validate() throws(DeepLinkError) {
    // The parser checks the filter; a link built in code may hold anything.
    try DeepLink.checkFilter(filter)
    let draft: DeepLink.Draft?
    switch link {
    case nil: return
    case .add(let addDraft, _): draft = addDraft
    case .row(let id, let rowLink):
      if !inventory.items.contains(id: id) { throw .unknownID(id) }
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

  /// Sets the sort order, the filter and the routes the link names, reusing the open form or alert when the
  /// link names its screen.
  ///
  /// - Precondition: ``validate()`` accepted the link and filter.
  func open() {
    // A link's name wins over the add sheet's pending prediction.
    if case .add(let open) = inventory.route { open.cancelNamePrediction() }
    if inventory.sortOrder != sort { inventory.sortOrder = sort }
    // The filter before the route: it decides whether the linked row can be highlighted.
    if inventory.filter.text != filter {
      inventory.filter = EditableText(filter, maximumLength: Item.maximumNameLength)
    }
    switch link {
    case nil:
      inventory.route = nil
    case .add(let draft, let isColorPickerOpen):
      let form: ItemViewModel
      if case .add(let open) = inventory.route {
        form = open
        Self.apply(draft, base: DeepLink.Draft.addBase(id: form.item.id), to: form)
      } else {
        form = ItemViewModel(
          item: draft.applied(to: DeepLink.Draft.addBase(id: inventory.dependencies.uuid())),
          dependencies: inventory.dependencies, isNameTaken: inventory.nameChecker)
      }
      form.setColorPickerNavigation(isActive: isColorPickerOpen)
      setRoute(.add(form))
    case .row(let id, let rowLink):
      guard let row = inventory.row(id: id) else { return }
      inventory.highlightLinkedRow(id)
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

  private func setRoute(_ newRoute: InventoryViewModel.Route) {
    if inventory.route != newRoute { inventory.route = newRoute }
  }
}
