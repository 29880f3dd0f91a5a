import TerminalCore

extension UI {
  /// A table's header on the next row: `titles` over columns of `widths` after the rows'
  /// two-column gutter (``/TerminalCore/TableGrid``), bold, the sorted one marked ▲ or ▼, as
  /// CursesUI's `TableHeader` and CursesKit's `TableHeaderView`. Returns the column clicked
  /// this time, if any: a screen sorts by it.
  ///
  /// ```swift
  /// if let column = ui.tableHeader(["Name", "Qty"], widths: [20, 5], sorted: (0, true)) {
  ///   model.sortHeaderTapped(column)
  /// }
  /// ```
  public mutating func tableHeader(
    _ titles: [String], widths: [Int], sorted: (column: Int, ascending: Bool)?
  ) -> Int? {
    let row = takeRows(1)
    guard !row.isEmpty else { return nil }
    let grid = TableGrid(x: row.minX, widths: widths)
    pass.canvas.drawTableHeader(
      titles, grid: grid, y: row.minY, sorted: sorted, style: .plain, clip: row)
    guard case .mouse(let mouse) = pass.eventForWidget(atDepth: depth), mouse.kind == .click,
      row.contains(mouse.position)
    else { return nil }
    pass.useEvent()
    guard let column = grid.column(atX: mouse.position.x), column < titles.count else {
      return nil
    }
    return column
  }
}
