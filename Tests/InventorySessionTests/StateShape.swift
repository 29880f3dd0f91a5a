import Inventory
import TextEditing

/// A coarser identity than the fingerprint, for walks too deep to tell every exact state
/// apart: the same screens, focus, modes and pending timers, but text, positions and counts
/// kept only as far as keys behave differently on them (empty or not, the cursor at an end
/// or inside, the highlight on the first, last or another row, scrolled or not, the stepper
/// at its minimum or not). Exact states number in the tens of thousands at depth 4 (each
/// typed letter, row and scroll offset is one); their shapes in the hundreds.
@MainActor
func walkShape(_ harness: SessionHarness) -> String {
  let app = harness.app
  let inventory = app.inventoryViewModel
  let session = harness.session
  let listed = inventory.filteredRows.ids
  var parts = [
    "tab=\(app.selectedTab)", "focus=\(inventory.focus)",
    "filter=\(textShape(inventory.filter))",
    "listed=\(listed.isEmpty ? "none" : listed.count == inventory.inventory.count ? "all" : "some")",
    "highlight=\(place(inventory.highlightedRowID.flatMap(listed.firstIndex), of: listed.count))",
    "scrolled=\(inventory.scrollOffset > 0)",
    "items=\(inventory.inventory.count)",
    "saving=\(inventory.inventory.filter(\.isSaving).count)",
    "help=\(app.isShowingHelp)",
    // Messages name what was typed; their kind is the part before the colon.
    "message=\(session.message.map { String($0.prefix { $0 != ":" }) } ?? "none")",
    "prompt=\(session.prompt.map { $0.isAllSelected ? "selected" : textShape($0.field) } ?? "closed")",
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
    let row = place(inventory.inventory.ids.firstIndex(of: id), of: inventory.inventory.count)
    parts += [
      "route=\(String("\(rowRoute)".prefix { $0 != "(" }))@\(row)",
      "alertFocus=\(inventory.inventory[id: id]?.focusedAlertButton as Any)",
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
      "name=\(textShape(form.nameField))", "field=\(form.focusedField.map { "\($0)" } ?? "none")",
      "status=\(status)", "color=\(form.item.color == nil ? "none" : "some")",
      "picker=\(form.route != nil)", "colorHighlight=\(form.highlightedColorIndex)",
      "newColors=\(form.newColors.count)", "duplicateName=\(form.nameIsDuplicate)",
      "gaugeMoving=\(form.isGaugeMoving)",
    ]
  }
  return parts.joined(separator: "\n")
}

/// A text field as keys see it: empty, or where its cursor is.
private func textShape(_ text: EditableText) -> String {
  if text.text.isEmpty { return "empty" }
  if text.cursor == 0 { return "typed|start" }
  return text.cursor >= text.count ? "typed|end" : "typed|inside"
}

/// An index as the list's keys see it.
private func place(_ index: Int?, of count: Int) -> String {
  guard let index else { return "none" }
  if index == 0 { return "first" }
  return index == count - 1 ? "last" : "inside"
}
