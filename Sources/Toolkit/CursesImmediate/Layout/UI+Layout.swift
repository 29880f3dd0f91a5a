import TerminalCore

extension UI {
  /// Cuts what is left of the area into parts by `constraints` along `axis` and returns
  /// them, in order; the area is then used up. Draw into a part with ``draw(in:_:)``.
  ///
  /// ```swift
  /// let columns = ui.split(.horizontal, [.percentage(50), .fill(1)])
  /// ui.draw(in: columns[0]) { FoldersScreen(model: model).draw(&$0) }
  /// ui.draw(in: columns[1]) { FilesScreen(model: model).draw(&$0) }
  /// ```
  public mutating func split(_ axis: Axis, _ constraints: [Constraint]) -> [Rect] {
    let whole = area
    let sizes = Constraint.sizes(
      constraints, in: axis == .vertical ? whole.height : whole.width)
    var offset = 0
    var parts: [Rect] = []
    for size in sizes {
      switch axis {
      case .vertical:
        parts.append(Rect(x: whole.minX, y: whole.minY + offset, width: whole.width, height: size))
      case .horizontal:
        parts.append(Rect(x: whole.minX + offset, y: whole.minY, width: size, height: whole.height))
      }
      offset += size
    }
    area = Rect(x: whole.minX, y: whole.maxY, width: whole.width, height: 0)
    return parts
  }

  /// Draws `content` in what is left, inset by `horizontal` columns on each side and
  /// `vertical` rows above and below; the area is then used up.
  ///
  /// ```swift
  /// ui.padding(horizontal: 1) { $0.text("Indented") }
  /// ```
  public mutating func padding(
    horizontal: Int = 0, vertical: Int = 0, _ content: (inout UI) -> Void
  ) {
    let inner = Rect(
      x: area.minX + horizontal, y: area.minY + vertical,
      width: max(area.width - 2 * horizontal, 0), height: max(area.height - 2 * vertical, 0))
    draw(in: inner, content)
    area = Rect(x: area.minX, y: area.maxY, width: area.width, height: 0)
  }

  /// Takes the next `height` rows and draws `content` in them with a `UI` of its own: a row
  /// to split into columns.
  ///
  /// ```swift
  /// ui.row { row in
  ///   let columns = row.split(.horizontal, [.length(9), .length(30), .fill(1)])
  ///   row.draw(in: columns[0]) { $0.text("  Filter") }
  /// }
  /// ```
  public mutating func row(height: Int = 1, _ content: (inout UI) -> Void) {
    draw(in: takeRows(height), content)
  }

  /// Draws a horizontal rule on the next row.
  ///
  /// ```swift
  /// ui.text(model.summary); ui.divider()
  /// ```
  public mutating func divider(style: Style = .plain) {
    let row = takeRows(1)
    guard !row.isEmpty else { return }
    pass.canvas.drawHorizontalRule(at: row.origin, width: row.width, style: style)
  }
}
