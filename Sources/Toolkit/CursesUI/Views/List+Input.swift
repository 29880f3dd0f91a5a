import TerminalCore

extension ListElement {
  /// The offset of the highlighted row: by the index lookup when there is one, else searched
  /// in the visible window first, then linearly.
  func highlightedOffset() -> Int? {
    guard let id = view.highlight.wrappedValue else { return nil }
    if let lookup = view.indexLookup { return lookup(id) }
    let first = min(max(view.scrollOffset.wrappedValue, 0), view.rows.count)
    let end = min(first + visibleCount, view.rows.count)
    for offset in first..<end where view.rows.id(at: offset) == id { return offset }
    return view.rows.offset(of: id)
  }

  /// Highlights the row at `offset` and scrolls so it is visible.
  private func highlight(offset: Int) {
    let count = view.rows.count
    guard count > 0 else { return }
    let target = min(max(offset, 0), count - 1)
    view.highlight.wrappedValue = view.rows.id(at: target)
    let visible = max(visibleCount, 1)
    var scroll = min(view.scrollOffset.wrappedValue, max(count - visible, 0))
    if target < scroll { scroll = target }
    if target >= scroll + visible { scroll = target - visible + 1 }
    if scroll != view.scrollOffset.wrappedValue { view.scrollOffset.wrappedValue = scroll }
  }

  func handleListKey(_ event: InputEvent, node: Node) -> Bool {
    let current = highlightedOffset()
    let page = max(visibleCount - 1, 1)
    switch event {
    case .key(.up): highlight(offset: current.map { $0 - 1 } ?? view.rows.count - 1)
    case .key(.down): highlight(offset: current.map { $0 + 1 } ?? 0)
    case .key(.pageUp): highlight(offset: (current ?? 0) - page)
    case .key(.pageDown): highlight(offset: (current ?? 0) + page)
    case .key(.home): highlight(offset: 0)
    case .key(.end): highlight(offset: view.rows.count - 1)
    case .key(.enter):
      guard let id = view.highlight.wrappedValue, let onActivate = view.onActivate else {
        return false
      }
      onActivate(id)
    default: return false
    }
    return true
  }

  func handleListMouse(_ event: MouseEvent, node: Node) -> Bool {
    let count = view.rows.count
    switch event.kind {
    case .wheelUp, .wheelDown:
      let step = event.kind == .wheelUp ? -3 : 3
      let scroll = min(
        max(firstRow(count: count, visible: visibleCount) + step, 0), max(count - visibleCount, 0))
      view.scrollOffset.wrappedValue = scroll
      if let current = highlightedOffset(), !(scroll..<scroll + visibleCount).contains(current) {
        let clamped = min(max(current, scroll), scroll + visibleCount - 1)
        view.highlight.wrappedValue = view.rows.id(at: min(clamped, count - 1))
      }
      return true
    case .click:
      if let action = rowAction(at: event.position, node: node) {
        if let id = view.highlight.wrappedValue { action.handler(id) }
        return true
      }
      let first = firstRow(count: count, visible: visibleCount)
      let offset = first + (event.position.y - node.frame.minY) / view.rowHeight
      guard offset < count else { return true }
      highlight(offset: offset)
      view.onActivate?(view.rows.id(at: offset))
      return true
    case .release, .drag:
      // A row acts on the press; what follows it is not the list's.
      return false
    }
  }
}
