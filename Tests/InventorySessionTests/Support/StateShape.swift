import Inventory
import TextEditing

/// A coarser identity than the fingerprint, for walks too deep to tell every exact state
/// apart: the same screens, focus, modes and pending timers, but text, positions and counts
/// kept only as far as the renderers draw or route keys differently on them (a field empty
/// or not, the highlight on the first, last or another row and at the top, the bottom or
/// inside the model's window, scrolled or not, the stepper at its minimum or not, the prompt
/// open or not: what is typed into it is the session's).
/// Exact states number in the thousands at depth 3 and tens of thousands at depth 4 (each
/// typed letter, cursor position, row and scroll offset is one); their shapes in hundreds.
@MainActor
func walkShape(_ harness: SessionHarness) -> String {
  let app = harness.app
  let inventory = app.inventoryViewModel
  let session = harness.session
  let listed = inventory.filteredRows.ids
  var parts = [
    "tab=\(app.selectedTab)", "focus=\(inventory.focus)",
    "filter=\(textShape(inventory.filter))",
    "listed=\(listed.isEmpty ? "none" : listed.count == inventory.items.count ? "all" : "some")",
    "highlight=\(place(inventory.highlightedRowID.flatMap(listed.firstIndex), of: listed.count))",
    "scrolled=\(inventory.scrollOffset > 0)",
    // Which column is sorted changes no key's route; sorted or not is kept.
    "sorted=\(inventory.sortOrder != nil)",
    // Where the highlight sits in the window the model scrolls for (the page and the row that
    // stays): a key that moves it past the window's edge is where renderers scroll.
    "window=\(window(inventory.highlightedRowID.flatMap(listed.firstIndex), inventory))",
    "items=\(inventory.items.count)",
    "saving=\(inventory.openRow?.isSaving ?? false)",
    "help=\(app.isShowingHelp)",
    // Messages name what was typed; their kind is the part before the colon.
    "message=\(session.message.map { String($0.prefix { $0 != ":" }) } ?? "none")",
    "prompt=\(session.prompt == nil ? "closed" : "open")",
    "quit=\(session.wantsToQuit)", "timers=\(harness.clock.sleeperCount > 0)",
  ]
  let form: ItemViewModel?
  switch inventory.route {
  case nil:
    form = nil
  case .add(let add):
    form = add
    parts.append("route=add")
  case .row(let id, let rowRoute):
    form = rowRoute.itemViewModel
    let row = place(inventory.items.ids.firstIndex(of: id), of: inventory.items.count)
    parts += [
      "route=\(String("\(rowRoute)".prefix { $0 != "(" }))@\(row)",
      "alertFocus=\(inventory.row(id: id)?.focusedAlertButton as Any)",
    ]
    if let rename = rowRoute.renameViewModel {
      parts += [
        "rename=\(textShape(rename.name))|\(rename.focus)",
        "renameNotice=\(rename.nameNotice != nil)",
      ]
    }
  }
  if let form {
    let status =
      switch form.item.status {
      case .inStock(let quantity): "inStock(\(quantity <= 1 ? "\(quantity)" : "more"))"
      case .outOfStock(let backOrder): "outOfStock(\(backOrder))"
      }
    parts += [
      "name=\(textShape(form.nameField))", "nameEdited=\(form.nameWasEdited)",
      "field=\(form.focusedField.map { "\($0)" } ?? "none")",
      "status=\(status)", "color=\(form.item.color == nil ? "none" : "some")",
      "picker=\(form.route != nil)", "colorHighlight=\(form.highlightedColorIndex)",
      "newColors=\(form.newColors.count)", "duplicateName=\(form.nameIsDuplicate)",
      "gaugeMoving=\(form.isGaugeMoving)",
    ]
  }
  return parts.joined(separator: "\n")
}

/// A text field as the walk tells it apart: empty or not. Where the cursor is, and so what
/// ← → Backspace Delete do, is ``EditableText``'s, one type behind every field of every
/// renderer; the exact walk (`SWAP_PROOF_IDENTITY=fingerprint`) keeps it.
private func textShape(_ text: EditableText) -> String {
  text.text.isEmpty ? "empty" : "typed"
}

/// Where the highlighted row `index` is in the model's window of `pageSize + 1` rows.
@MainActor
private func window(_ index: Int?, _ inventory: InventoryViewModel) -> String {
  guard let index else { return "none" }
  let row = index - inventory.scrollOffset
  if row < 0 { return "above" }
  if row > inventory.pageSize { return "below" }
  return row == 0 ? "top" : row == inventory.pageSize ? "bottom" : "inside"
}

/// An index as the list's keys see it.
private func place(_ index: Int?, of count: Int) -> String {
  guard let index else { return "none" }
  if index == 0 { return "first" }
  return index == count - 1 ? "last" : "inside"
}
