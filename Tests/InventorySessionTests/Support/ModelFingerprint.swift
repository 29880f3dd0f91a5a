import Inventory

/// Everything a user would notice losing, read from the models: navigation, text, cursor,
/// focus, highlight and scroll, the filter, the rename alert's draft and the gauge's needle.
/// Two equal fingerprints mean a swap lost nothing.
@MainActor
func fingerprint(_ app: AppViewModel) -> String {
  let inventory = app.inventoryViewModel
  let summary = inventory.summary
  var parts = [
    "url=\(app.url.absoluteString)",
    "tab=\(app.selectedTab)",
    "focus=\(inventory.focus)",
    "filter=\(inventory.filter.text)|\(inventory.filter.cursor)",
    "listed=\(inventory.filteredRows.ids.map(\.uuidString))",
    "highlight=\(inventory.highlightedRowID?.uuidString ?? "none")",
    "scroll=\(inventory.scrollOffset)",
    "items=\(inventory.items.map { "\($0.name)|\($0.status)" })",
    "saving=\(inventory.openRow.map { "\($0.id)|\($0.isSaving)" } ?? "none")",
    "summary=\(summary.items)|\(summary.inStock)|\(summary.outOfStock)|\(summary.onBackOrder)",
  ]
  let form: ItemViewModel?
  switch inventory.route {
  case .add(let add): form = add
  case .row(let id, let rowRoute):
    form = rowRoute.itemViewModel
    parts.append("alertFocus=\(inventory.row(id: id)?.focusedAlertButton as Any)")
    if let rename = rowRoute.renameViewModel {
      parts += [
        "rename=\(rename.name.text)|\(rename.name.cursor)|\(rename.focus)",
        "renameNotice=\(rename.nameNotice ?? "none")",
      ]
    }
  case nil: form = nil
  }
  if let form {
    parts += [
      "name=\(form.item.name)", "cursor=\(form.nameCursor)",
      "field=\(form.focusedField.map { "\($0)" } ?? "none")",
      "status=\(form.item.status)", "color=\(form.item.color?.name ?? "none")",
      "picker=\(form.route != nil)", "colorHighlight=\(form.highlightedColorIndex)",
      "newColors=\(form.newColors.map(\.name))", "duplicateName=\(form.nameIsDuplicate)",
      "gauge=\(form.gaugePosition)|\(form.gaugeScale)",
    ]
  }
  return parts.joined(separator: "\n")
}
