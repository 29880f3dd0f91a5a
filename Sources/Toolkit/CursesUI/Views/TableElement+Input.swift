import TerminalCore

extension TableElement {
  /// The offset of the highlighted row: by the index lookup when there is one, else searched
  /// among the rows on screen first, then linearly.
  func highlightedOffset() -> Int? {
    guard let selected = view.selection.wrappedValue else { return nil }
    if let lookup = view.indexLookup { return lookup(selected) }
    let count = view.data.count
    let start = min(max(scroll, 0), count)
    let end = min(start + visibleCount, count)
    for offset in start..<end where id(at: offset) == selected { return offset }
    return view.data.firstIndex { $0.id == selected }.map {
      view.data.distance(from: view.data.startIndex, to: $0)
    }
  }

  private func id(at offset: Int) -> Row.ID {
    view.data[view.data.index(view.data.startIndex, offsetBy: offset)].id
  }

  /// Highlights the row at `offset` and scrolls so it is in view.
  private func highlight(offset: Int) {
    let count = view.data.count
    guard count > 0 else { return }
    let target = min(max(offset, 0), count - 1)
    view.selection.wrappedValue = id(at: target)
    scroll = RowWindow.firstRow(
      offset: scroll, highlight: target, count: count, visible: max(visibleCount, 1))
  }

  func handleTableKey(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if key == .enter {
        guard let id = view.selection.wrappedValue, let onActivate = view.onActivate else {
          return false
        }
        onActivate(id)
        return true
      }
      guard
        let target = RowWindow.target(
          of: key, from: highlightedOffset(), count: view.data.count, visible: visibleCount)
      else { return false }
      highlight(offset: target)
      return true
    case .character("s"), .character("S"):
      guard let sortOrder = view.sortOrder,
        let order = sortOrder.wrappedValue.afterSortKey(
          reversing: event == .character("S"), among: view.columns.filter(\.isSortable).map(\.id))
      else { return false }
      sortOrder.wrappedValue = order
      return true
    default: return false
    }
  }

  func handleTableMouse(_ event: MouseEvent, node: Node) -> Bool {
    let rect = node.frame
    switch event.kind {
    case .wheelUp, .wheelDown:
      let current = highlightedOffset()
      let scrolled = RowWindow.scrolled(
        up: event.kind == .wheelUp, first: first, highlight: current, count: count,
        visible: visibleCount)
      scroll = scrolled.first
      if let row = scrolled.highlight, row != current { highlight(offset: row) }
      return true
    case .click where event.position.y == rect.minY:
      guard let sortOrder = view.sortOrder, let column = grid.column(atX: event.position.x),
        view.columns[column].isSortable
      else { return true }
      sortOrder.wrappedValue = sortOrder.wrappedValue.toggled(toColumn: view.columns[column].id)
      return true
    case .click:
      let offset = first + event.position.y - rect.minY - 1
      guard offset < count else { return true }
      highlight(offset: offset)
      view.onActivate?(id(at: offset))
      return true
    case .release, .drag: return false
    }
  }
}
