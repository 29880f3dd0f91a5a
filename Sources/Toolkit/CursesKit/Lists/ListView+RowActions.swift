import TerminalCore

/// The buttons of ``ListView/trailingRowActions``: real buttons, placed at the right end of
/// the highlighted row on top of its cell on a plain strip, hidden when that row is off
/// screen.
extension ListView {
  /// Makes one button per action; called when the actions change.
  func rebuildRowActionButtons() {
    for button in rowActionButtons { button.removeFromSuperview() }
    rowActionButtons = trailingRowActions.map { action in
      let button = Button(action.title)
      button.primaryAction = { [weak self] in
        guard let self, let item = highlightedItem else { return }
        action.handler(item)
      }
      return button
    }
    setNeedsLayout()
  }

  /// The columns the buttons take at the right end of the highlighted row, with a space
  /// before each; 0 when the list is too narrow to show them. Every cell leaves them free
  /// (``ListCell/trailingActionsWidth``), so a ``TableHeaderView`` over the list lays its
  /// columns out in the same width.
  public var rowActionsWidth: Int {
    let width = rowActionButtons.reduce(0) { $0 + $1.intrinsicWidth + 1 }
    return RowActionsRule.areShown(actionsWidth: width, listWidth: frame.width) ? width : 0
  }

  /// Puts the buttons on the highlighted row, right-aligned, above the cells.
  func layoutRowActionButtons() {
    guard !rowActionButtons.isEmpty else {
      rowActionsBacking.removeFromSuperview()
      return
    }
    let row = highlightedRow.map { $0 - scrollOffset }
    // On a narrow list the row's own content comes first; the keys still act on it.
    let isShown =
      rowActionsWidth > 0 && row.map { (0..<visibleRowCount).contains($0) } ?? false
    var x = frame.width - 1
    for button in rowActionButtons.reversed() {
      x -= button.intrinsicWidth
      button.frame = Rect(x: x, y: row ?? 0, width: button.intrinsicWidth, height: 1)
      button.isHidden = !isShown
      x -= 1
    }
    // From the first button to the row's end: the gaps between the buttons are the strip's.
    let stripStart = x + 1
    rowActionsBacking.frame = Rect(
      x: stripStart, y: row ?? 0, width: frame.width - stripStart, height: 1)
    rowActionsBacking.isHidden = !isShown
    // Above the cells (drawn last, hit first): added again only when a cell came after them.
    let onTop = [rowActionsBacking] + rowActionButtons
    if !subviews.suffix(onTop.count).elementsEqual(onTop, by: ===) {
      for view in onTop { addSubview(view) }
    }
  }
}
