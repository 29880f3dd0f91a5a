import Inventory

/// Everything a user would notice losing, read from the models: navigation, text, cursor,
/// focus, highlight and scroll. Two equal fingerprints mean a swap lost nothing.
@MainActor
func fingerprint(_ app: AppViewModel) -> String {
  let inventory = app.inventoryViewModel
  var parts = [
    "url=\(app.url.absoluteString)",
    "tab=\(app.selectedTab)",
    "focus=\(inventory.focus)",
    "highlight=\(inventory.highlightedRowID?.uuidString ?? "none")",
    "scroll=\(inventory.scrollOffset)",
    "items=\(inventory.inventory.map { "\($0.item.name)|\($0.item.status)|\($0.isSaving)" })",
  ]
  let form: ItemViewModel?
  switch inventory.route {
  case .add(let add): form = add
  case .row(let id, let rowRoute):
    form = rowRoute.itemViewModel
    parts.append("alertFocus=\(inventory.inventory[id: id]?.focusedAlertButton as Any)")
  case nil: form = nil
  }
  if let form {
    parts += [
      "name=\(form.item.name)", "cursor=\(form.nameCursor)",
      "field=\(form.focusedField.map { "\($0)" } ?? "none")",
      "status=\(form.item.status)", "color=\(form.item.color?.name ?? "none")",
      "picker=\(form.route != nil)", "colorHighlight=\(form.highlightedColorIndex)",
      "newColors=\(form.newColors.map(\.name))", "duplicateName=\(form.nameIsDuplicate)",
    ]
  }
  return parts.joined(separator: "\n")
}
