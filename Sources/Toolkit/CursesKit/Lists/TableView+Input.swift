import TerminalCore

extension TableView {
  /// Highlights the row at `offset` and scrolls so it is in view.
  func highlight(offset: Int) {
    guard rowCount > 0 else { return }
    let target = min(max(offset, 0), rowCount - 1)
    selection.wrappedValue = id(target)
    scroll = RowWindow.firstRow(
      offset: scroll, highlight: target, count: rowCount, visible: max(visibleRowCount, 1))
    reload()
  }

  func handleTableEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter):
      guard let selected = selection.wrappedValue, let onSelect else { return false }
      onSelect(selected)
      return true
    case .key(let key):
      let current = selection.wrappedValue.flatMap(index)
      guard
        let target = RowWindow.target(
          of: key, from: current, count: rowCount, visible: visibleRowCount)
      else { return false }
      highlight(offset: target)
      return true
    case .character("s"), .character("S"):
      return sort(reversing: event == .character("S"))
    case .mouse(let mouse):
      return handleMouse(mouse)
    default: return false
    }
  }

  /// The sort key: the next sortable column, or the same one reversed.
  private func sort(reversing: Bool) -> Bool {
    guard let sortOrder,
      let order = sortOrder.wrappedValue.afterSortKey(
        reversing: reversing, among: columns.filter(\.isSortable).map(\.id))
    else { return false }
    sortOrder.wrappedValue = order
    return true
  }

  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let current = selection.wrappedValue.flatMap(index)
      let scrolled = RowWindow.scrolled(
        up: mouse.kind == .wheelUp, first: first, highlight: current, count: rowCount,
        visible: visibleRowCount)
      scroll = scrolled.first
      if let row = scrolled.highlight, row != current { highlight(offset: row) }
      reload()
    case .click where mouse.position.y == screenFrame.minY:
      onRequestFocus?()
      guard let sortOrder, let column = grid.column(atX: mouse.position.x),
        columns[column].isSortable
      else {
        return true
      }
      sortOrder.wrappedValue = sortOrder.wrappedValue.toggled(toColumn: columns[column].id)
    case .click:
      onRequestFocus?()
      let offset = first + mouse.position.y - screenFrame.minY - 1
      guard offset < rowCount else { return true }
      highlight(offset: offset)
      onSelect?(id(offset))
    case .release, .drag:
      return false
    }
    return true
  }
}
