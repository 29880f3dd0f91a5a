import TerminalCore

extension UI {
  /// What a list reports: the row activated this time (Enter on the highlight, or a click on
  /// the highlighted row), if any.
  public struct ListResponse: Sendable {
    /// The row Enter or a click chose.
    public var activated: Int?
    /// A row was clicked: a screen gives the list focus then.
    public var clicked = false
    /// The row action clicked on the highlighted row: the row and the action's index.
    public var rowAction: (row: Int, action: Int)?
  }

  /// A list of `count` rows in what is left of the area, drawing only the rows on screen:
  /// `row` is called for each with a one-row `UI` after a two-column gutter, the row's index
  /// and whether it is highlighted; the gutter marks the highlighted row `▸` (the row
  /// reversed) while the list is focused and `▹` while it is not, as the other frameworks'
  /// lists do. While focused, ↑ ↓ PgUp PgDn Home End move `highlight` and Enter activates
  /// it; a click highlights a row (a second activates it), the wheel scrolls. `scroll` (the
  /// first row shown) keeps the highlight in view; both live in the model. `rowActions` are
  /// drawn at the end of the highlighted row, and a click on one is reported.
  ///
  /// ```swift
  /// let list = ui.list(
  ///   count: model.items.count, highlight: &model.highlight, scroll: &model.scrollOffset,
  ///   isFocused: model.focus == .list
  /// ) { row, index, _ in
  ///   row.text(model.items[index].title)
  /// }
  /// if let index = list.activated { model.open(index) }
  /// ```
  @discardableResult
  public mutating func list(
    count: Int, highlight: inout Int?, scroll: inout Int, isFocused: Bool = false,
    rowActions: ListRowActions = ListRowActions([]), row: (inout UI, Int, Bool) -> Void
  ) -> ListResponse {
    let frame = takeRows(area.height)
    var response = ListResponse()
    let visible = frame.height
    guard visible > 0 else { return response }
    if let event = keyForFocused(isFocused: isFocused), case .key(let key) = event {
      if key == .enter, let current = highlight, current < count {
        pass.useEvent()
        response.activated = current
      } else if let target = RowWindow.target(
        of: key, from: highlight, count: count, visible: visible)
      {
        pass.useEvent()
        if highlight != target { highlight = target }
      }
    }
    var first = RowWindow.firstRow(
      offset: scroll, highlight: highlight, count: count, visible: visible)
    if case .mouse(let mouse) = pass.eventForWidget(atDepth: depth), frame.contains(mouse.position)
    {
      switch mouse.kind {
      case .wheelUp, .wheelDown:
        pass.useEvent()
        let moved = RowWindow.scrolled(
          up: mouse.kind == .wheelUp, first: first, highlight: highlight, count: count,
          visible: visible)
        first = moved.first
        if highlight != moved.highlight { highlight = moved.highlight }
      case .click:
        pass.useEvent()
        response.clicked = true
        let index = first + mouse.position.y - frame.minY
        let rowFrame = Rect(x: frame.minX, y: mouse.position.y, width: frame.width, height: 1)
        if index < count, highlight == index,
          let action = rowActions.frames(inRow: rowFrame).firstIndex(where: {
            $0.contains(mouse.position)
          })
        {
          response.rowAction = (index, action)
        } else if index < count {
          if highlight == index { response.activated = index } else { highlight = index }
        }
      default:
        break
      }
    }
    if scroll != first { scroll = first }
    for index in first..<min(first + visible, count) {
      let y = frame.minY + index - first
      let isHighlighted = index == highlight
      if isHighlighted {
        pass.canvas.draw(isFocused ? "▸" : "▹", at: Point(x: frame.minX, y: y), clip: frame)
      }
      let content = rowActions.rowContentWidth(listWidth: frame.width)
      let rect = Rect(x: frame.minX + 2, y: y, width: content, height: 1)
      draw(in: rect) { rowUI in row(&rowUI, index, isHighlighted) }
      if isHighlighted {
        let rowFrame = Rect(x: frame.minX, y: y, width: frame.width, height: 1)
        for (title, cell) in zip(rowActions.titles, rowActions.frames(inRow: rowFrame)) {
          pass.canvas.draw("[\(title)]", at: cell.origin, clip: frame)
        }
      }
      if isHighlighted, isFocused {
        // The focused highlight is the whole row reversed, as the other frameworks draw it.
        pass.canvas.restyle(Rect(x: frame.minX, y: y, width: frame.width, height: 1)) {
          $0.reverse = true
        }
      }
    }
    return response
  }
}
