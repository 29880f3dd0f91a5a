import TerminalCore

/// Keys and mouse for ``ListView``: arrows, pages, Home/End, Enter, row actions, clicks and
/// the wheel.
extension ListView {
  /// Moves the highlight by `delta` items (clamped), scrolls it into view and reports both.
  public func moveHighlight(by delta: Int) {
    guard !items.isEmpty else { return }
    let current = highlightedItem.flatMap { index(of: $0) }
    let target: Int
    if let current {
      target = min(max(current + delta, 0), items.count - 1)
    } else {
      target = delta >= 0 ? 0 : items.count - 1
    }
    highlight(items[target])
  }

  /// Highlights `item` as the user would: scrolls it into view and reports it.
  public func highlight(_ item: ItemID) {
    let oldOffset = scrollOffset
    highlightedItem = item
    scrollToItem(item)
    onHighlight?(item)
    if scrollOffset != oldOffset { onScroll?(scrollOffset) }
  }

  func handleMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let old = scrollOffset
      scrollOffset += mouse.kind == .wheelUp ? -3 : 3
      if scrollOffset != old { onScroll?(scrollOffset) }
    case .click:
      let row = mouse.position.y - screenFrame.minY + scrollOffset
      guard rows.indices.contains(row), case .item(let item) = rows[row] else { return true }
      highlight(item)
      onSelect?(item)
    }
    return true
  }
}
