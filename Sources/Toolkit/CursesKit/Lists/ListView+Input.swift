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
    highlight(items[target], at: target)
  }

  /// Highlights `item` as the user would: scrolls it into view and reports it.
  public func highlight(_ item: ItemID) {
    guard let index = index(of: item) else { return }
    highlight(item, at: index)
  }

  /// Highlights the item at `index` among all items (no lookup needed).
  func highlight(_ item: ItemID, at index: Int) {
    let oldOffset = scrollOffset
    highlightedIndexHint = index
    highlightedItem = item
    scrollToItem(at: index)
    onHighlight?(item)
    if scrollOffset != oldOffset { onScroll?(scrollOffset) }
  }

  /// Scrolls by `delta` rows; a highlight that would leave the screen moves to the nearest
  /// item still on it, so the highlight stays visible and the scroll sticks.
  func scroll(by delta: Int) {
    let old = scrollOffset
    let visible = max(visibleRowCount, 1)
    let first = min(max(old + delta, 0), max(rowCount - visible, 0))
    let window = first..<min(first + visible, rowCount)
    if let row = highlightedRow, !window.contains(row),
      let nearest = nearestItem(toRow: row < first ? first : window.upperBound - 1, in: window)
    {
      highlightedItem = nearest
      onHighlight?(nearest)
    }
    scrollOffset = first
    if scrollOffset != old { onScroll?(scrollOffset) }
  }

  /// The item whose row is closest to `row` within `window` (headers are skipped).
  private func nearestItem(toRow row: Int, in window: Range<Int>) -> ItemID? {
    let candidates = window.sorted { abs($0 - row) < abs($1 - row) }
    for candidate in candidates {
      if case .item(let item) = self.row(at: candidate) { return item }
    }
    return nil
  }

  func handleMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let up = mouse.kind == .wheelUp
      if wheelMovesHighlight {
        moveHighlight(by: up ? -1 : 1)
      } else {
        scroll(by: up ? -3 : 3)
      }
    case .click:
      // A click asks for focus as it does on every control, before it highlights.
      onRequestFocus?()
      let row = mouse.position.y - screenFrame.minY + scrollOffset
      guard (0..<rowCount).contains(row), case .item(let item) = self.row(at: row) else {
        return true
      }
      highlight(item)
      onSelect?(item)
    case .release, .drag:
      // A row acts on the press; what follows it is not the list's.
      return false
    }
    return true
  }
}
