/// Where a table's columns are on screen, and how its header and rows are drawn: both
/// frameworks' tables lay out and draw through it, so they draw the same rows alike.
///
/// A row is a two-column gutter (`▸` on the highlighted row, `▹` when the table is not
/// focused), then the cells, one space apart, each cut with "…" to its column.
///
/// ```swift
/// let grid = TableGrid(x: 0, widths: [10, 5])
/// canvas.drawTableHeader(["Name", "Qty"], grid: grid, y: 0, sorted: (1, true))
/// canvas.drawTableRow(["Milk", "12"], grid: grid, y: 1, highlight: .focused)
/// ```
public struct TableGrid: Hashable, Sendable {
  /// Each column's cells, as a range of screen columns.
  public let columns: [Range<Int>]
  /// The first screen column of the table (its gutter).
  public let x: Int
  /// The columns of the gutter before the cells.
  public static let gutter = 2

  /// The grid of a table starting at `x` with columns of `widths`, one space apart.
  public init(x: Int, widths: [Int]) {
    self.x = x
    var columns: [Range<Int>] = []
    var start = x + Self.gutter
    for width in widths {
      columns.append(start..<start + width)
      start += width + 1
    }
    self.columns = columns
  }

  /// The grid of a table at `x`, `width` columns wide, its `columns` resolved by
  /// ``TableColumnWidth/widths(of:content:available:spacing:)`` after the gutter: a fitting
  /// column fits the widest of its title (and room for the sort mark) and its cells in `rows`,
  /// the rows on screen.
  ///
  /// ```swift
  /// let grid = TableGrid(
  ///   x: 0, width: 40, columns: [.flexible, .fitting()], titles: ["Name", "Qty"],
  ///   rows: [["Milk", "12"]])
  /// ```
  public init(
    x: Int, width: Int, columns: [TableColumnWidth], titles: [String], rows: [[StyledText]]
  ) {
    let content = columns.indices.map { column in
      rows.reduce(element(titles, at: column).map { TextWidth.of($0) + 2 } ?? 0) { widest, row in
        max(widest, element(row, at: column)?.width ?? 0)
      }
    }
    let widths = TableColumnWidth.widths(
      of: columns, content: content, available: max(width - Self.gutter, 0))
    self.init(x: x, widths: widths)
  }

  /// The column under screen column `x`, the space after a column counting as it.
  public func column(atX x: Int) -> Int? {
    columns.indices.first { x >= columns[$0].lowerBound && x <= columns[$0].upperBound }
  }

  /// How a row is marked.
  public enum Highlight: Hashable, Sendable {
    /// Not the highlighted row.
    case none
    /// The highlighted row of a table with the focus: reversed, `▸`.
    case focused
    /// The highlighted row of a table without it: `▹`.
    case unfocused
  }
}

/// `values[index]`, or `nil` past the end.
private func element<Value>(_ values: [Value], at index: Int) -> Value? {
  index < values.count ? values[index] : nil
}

extension Canvas {
  /// Draws rows of a list or table from row `y`, the `highlighted` one (an offset into
  /// `rows`) marked as focused or not.
  public mutating func drawTableRows(
    _ rows: [[StyledText]], grid: TableGrid, y: Int, highlighted: Int?, isFocused: Bool,
    style: Style = .plain, clip: Rect? = nil
  ) {
    for (position, cells) in rows.enumerated() {
      let mark: TableGrid.Highlight =
        position == highlighted ? (isFocused ? .focused : .unfocused) : .none
      drawTableRow(cells, grid: grid, y: y + position, highlight: mark, style: style, clip: clip)
    }
  }

  /// Draws a table's header on row `y`: each title bold, cut to its column, with ▲ (ascending)
  /// or ▼ after the title of the column `sorted` names (the title cut shorter, so the mark
  /// always shows).
  public mutating func drawTableHeader(
    _ titles: [String], grid: TableGrid, y: Int, sorted: (column: Int, ascending: Bool)?,
    style: Style = .plain, clip: Rect? = nil
  ) {
    for (index, range) in grid.columns.enumerated() where index < titles.count {
      var title = TextWidth.truncated(titles[index], toWidth: range.count)
      if let sorted, sorted.column == index {
        let mark = sorted.ascending ? "▲" : "▼"
        title =
          range.count > 2
          ? TextWidth.truncated(titles[index], toWidth: range.count - 2) + " " + mark : mark
      }
      draw(title, at: Point(x: range.lowerBound, y: y), style: style.bolded(), clip: clip)
    }
  }

  /// Draws a table row on row `y`: the gutter's mark, then each cell cut to its column, laid
  /// over `style` (reversed for a focused highlight, across the whole row).
  public mutating func drawTableRow(
    _ cells: [StyledText], grid: TableGrid, y: Int, highlight: TableGrid.Highlight,
    style: Style = .plain, clip: Rect? = nil
  ) {
    var rowStyle = style
    if highlight == .focused {
      rowStyle.reverse = true
      let end = grid.columns.last?.upperBound ?? grid.x + TableGrid.gutter
      fill(Rect(x: grid.x, y: y, width: end - grid.x, height: 1), style: rowStyle)
    }
    if highlight != .none {
      draw(
        highlight == .focused ? "▸" : "▹", at: Point(x: grid.x, y: y), style: rowStyle, clip: clip)
    }
    for (index, range) in grid.columns.enumerated() where index < cells.count && !range.isEmpty {
      let cell =
        cells[index].width > range.count
        ? cells[index].truncated(toWidth: range.count) : cells[index]
      draw(cell, at: Point(x: range.lowerBound, y: y), over: rowStyle, clip: clip)
    }
  }
}
