import CursesImmediate
import Inventory
import InventoryViewParts
import TerminalCore

/// The Inventory tab in immediate mode: its bar with the Add button, the counts, the filter
/// (the model types into it), the columns' titles (a click sorts) and the rows on screen,
/// the highlighted one with its Duplicate and Delete buttons.
struct InventoryScreen: ImmediateScreen {
  let model: InventoryViewModel

  /// The buttons at the end of the highlighted row, as in the other renderers.
  static let rowActions = ListRowActions(["Duplicate", "Delete"])

  func draw(_ ui: inout UI) {
    let bar = ui.navigationBar(
      "Inventory", trailing: "Add", isTrailingFocused: model.focus == .addButton)
    if bar.trailing { model.addButtonTapped() }
    drawHeader(&ui)
    let columns = ItemRowColumns(width: Self.rowActions.rowContentWidth(listWidth: ui.area.width))
    if let column = ui.tableHeader(
      ItemTableHeading.titles(columns), widths: ItemTableHeading.widths(columns),
      sorted: ItemTableHeading.sorted(model.sortOrder))
    {
      model.sortHeaderTapped(ItemTableHeading.columns[column])
    }
    drawList(&ui, columns: columns)
  }

  /// The counts, and the filter row with how many rows it keeps.
  private func drawHeader(_ ui: inout UI) {
    ui.text(
      SummaryHeaderView.countsLine(model.summary, loading: model.itemsBeingLoaded),
      style: Style(dim: true))
    let matches =
      model.filter.text.isEmpty
      ? nil
      : SummaryHeaderView.matchesLine(shown: model.filteredRows.count, of: model.summary.items)
    ui.row { row in
      // "  Filter", the field (at most 30 wide, narrower to leave the count room), the count.
      let label = 9
      let countWidth = matches.map { TextWidth.of($0) + 1 } ?? 0
      let field = min(30, max(row.area.width - label - countWidth, 0))
      let parts = row.split(.horizontal, [.length(label), .length(field + 1), .fill(1)])
      row.draw(in: parts[0]) { $0.text("  Filter") }
      row.draw(in: parts[1]) { line in
        if line.textField(
          showing: model.filter, placeholder: "/ to filter", width: field,
          isFocused: model.focus == .filter)
        {
          model.focusFilter()
        }
      }
      guard let matches else { return }
      row.draw(in: parts[2]) { $0.text(matches, style: Style(dim: true)) }
    }
  }

  /// The rows on screen; the highlight is kept by id in the model, found by index here.
  private func drawList(_ ui: inout UI, columns: ItemRowColumns) {
    let rows = model.filteredRows
    if ui.area.height != model.visibleRowCount { model.visibleRowCount = ui.area.height }
    var highlight = model.highlightedRowID.flatMap { rows.index(id: $0) }
    var scroll = model.scrollOffset
    let list = ui.list(
      count: rows.count, highlight: &highlight, scroll: &scroll,
      isFocused: model.focus == .list, rowActions: Self.rowActions
    ) { line, index, _ in
      ItemRowLine(row: rows[index], columns: columns).draw(&line)
    }
    let highlightedID = highlight.map { rows.id(at: $0) }
    if highlightedID != model.highlightedRowID { model.highlightedRowID = highlightedID }
    if scroll != model.scrollOffset { model.scrollOffset = scroll }
    if list.clicked, model.focus != .list { model.focus = .list }
    if let index = list.activated { rows[index].setEditNavigation(isActive: true) }
    if let (index, action) = list.rowAction {
      if action == 0 {
        rows[index].duplicateButtonTapped()
      } else {
        rows[index].deleteButtonTapped()
      }
    }
  }
}
