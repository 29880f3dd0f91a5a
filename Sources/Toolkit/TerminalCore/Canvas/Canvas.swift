/// A grid of styled cells that both renderers draw into and both terminals show.
///
/// Drawing is clipped to the canvas (and to an optional clip rectangle), text is sanitized so
/// that nothing from data can reach the terminal as a control sequence, and widths come from
/// ``TextWidth``. The grid keeps one invariant: a wide character is always a whole pair, its
/// left cell followed by a continuation cell. So a wide character never splits across the
/// right edge or a clip edge (a blank is drawn instead), and overwriting either half of one
/// blanks the other half.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.draw("Inventory", at: Point(x: 0, y: 0), style: Style(bold: true))
/// canvas.plainText()  // "Inventory\n\n"
/// ```
public struct Canvas: Hashable, Sendable {
  /// Columns and rows.
  public private(set) var size: Size
  /// Row-major cells, `size.width * size.height` of them.
  private(set) var cells: [Cell]
  /// The index of the cell the terminal's cursor shows on, or -1 when it is hidden.
  private var cursorIndex = -1

  /// Where the terminal shows its own cursor (the focused text field's insertion point), or
  /// `nil` to hide it; `nil` on a new canvas. The cursor belongs to its cell: drawing over that
  /// cell afterwards (an overlay, a sheet) hides it, as it would have covered a drawn cursor.
  ///
  /// ```swift
  /// canvas.cursor = Point(x: 12, y: 3)  // the terminal shows its cursor there
  /// ```
  public var cursor: Point? {
    get {
      cursorIndex < 0 ? nil : Point(x: cursorIndex % size.width, y: cursorIndex / size.width)
    }
    set {
      guard let point = newValue, bounds.contains(point) else {
        cursorIndex = -1
        return
      }
      cursorIndex = point.y * size.width + point.x
    }
  }

  /// Creates a canvas of blank cells in `style`.
  public init(size: Size, style: Style = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.width * size.height)
  }

  /// The whole canvas as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`. Both must be inside the canvas.
  ///
  /// ```swift
  /// canvas[0, 0].text  // the top-left grapheme
  /// ```
  public subscript(x: Int, y: Int) -> Cell {
    precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) outside \(size)")
    return cells[y * size.width + x]
  }

  /// The cells of row `y`, left to right, for backends that copy a row at a time.
  ///
  /// ```swift
  /// for (x, cell) in canvas.cells(inRow: 0).enumerated() where !cell.isContinuation { … }
  /// ```
  public func cells(inRow y: Int) -> ArraySlice<Cell> {
    precondition(y >= 0 && y < size.height, "row \(y) outside \(size)")
    return cells[y * size.width..<(y + 1) * size.width]
  }

  /// Blanks every cell in `style`.
  public mutating func clear(_ style: Style = .plain) {
    let blank = Cell.blank(style)
    for index in cells.indices { cells[index] = blank }
    cursorIndex = -1
  }

  /// Blanks the cells of `rect` (clipped to the canvas) in `style`.
  ///
  /// A wide character cut by the edge of `rect` loses its outside half too (it becomes a blank
  /// in its own style), because half a wide character cannot be shown.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let blank = Cell.blank(style)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { putNarrow(blank, x: x, y: y) }
    }
  }

  /// Changes the style of every cell in `rect` (clipped to the canvas), keeping its text.
  ///
  /// A wide character cut by the edge of `rect` is restyled whole, so its halves never disagree.
  ///
  /// ```swift
  /// canvas.restyle(rowRect) { $0.reverse = true }  // highlight a row
  /// ```
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let row = y * size.width
      var minX = area.minX
      var maxX = area.maxX
      if cells[row + minX].isContinuation, minX > 0 { minX -= 1 }
      if cells[row + maxX - 1].width == 2, maxX < size.width { maxX += 1 }
      for x in minX..<maxX { change(&cells[row + x].style) }
    }
  }

  /// Draws one line of `text` starting at `point`, clipped to `clip` and the canvas.
  ///
  /// Line breaks and control characters are shown as visible placeholders (see ``Sanitizer``),
  /// never written raw. A combining mark at the start of `text` attaches to the cell before
  /// `point`; invisible zero-width characters are dropped. A wide character that would cross a
  /// clip edge leaves a blank on the inside half. `point.x` may be negative: the text is
  /// clipped on the left.
  ///
  /// Returns the column just past the text, as if nothing had been clipped, so callers can
  /// continue on the same line.
  ///
  /// ```swift
  /// var x = canvas.draw("Qty: ", at: Point(x: 1, y: 3))
  /// x = canvas.draw("100", at: Point(x: x, y: 3), style: Style(bold: true))
  /// ```
  @discardableResult
  public mutating func draw(
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY, !area.isEmpty else {
      return point.x + TextWidth.of(text)
    }
    if let end = drawASCII(text, at: point, style: style, area: area) { return end }
    if let end = drawStandaloneScalars(text, at: point, style: style, area: area) { return end }
    var x = point.x
    for character in Sanitizer.sanitized(text) {
      let width = TextWidth.of(character)
      if width == 0 {
        if TextWidth.isCombining(character) {
          attachCombining(character, beforeX: x, y: point.y, area: area)
        }
        continue
      }
      defer { x += width }
      if x + width <= area.minX || x >= area.maxX { continue }
      if x < area.minX || x + width > area.maxX {
        // A wide character cut by the clip edge: blank the half that is inside.
        putNarrow(.blank(style), x: max(x, area.minX), y: point.y)
        continue
      }
      let cell = Cell(text: String(character), width: width, style: style)
      if width == 1 {
        putNarrow(cell, x: x, y: point.y)
      } else {
        putWide(cell, x: x, y: point.y)
      }
    }
    return x
  }

  /// Draws printable ASCII one byte per cell, visiting only the columns inside `area`; returns
  /// `nil`, drawing nothing, when `text` is anything else.
  private mutating func drawASCII(_ text: String, at point: Point, style: Style, area: Rect)
    -> Int?
  {
    let end: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      let first = max(point.x, area.minX)
      let last = min(point.x + bytes.count, area.maxX)
      if first < last {
        for x in first..<last {
          let grapheme = Grapheme(ascii: bytes[x - point.x])
          putNarrow(Cell(grapheme: grapheme, width: 1, style: style), x: x, y: point.y)
        }
      }
      return point.x + bytes.count
    }
    return end ?? nil
  }

  /// Draws text whose every scalar is a narrow cluster of its own (see
  /// `TextWidth.isStandaloneNarrow(_:)`: accented letters, rules, blocks, arrows), a scalar
  /// per cell, without finding grapheme clusters; returns `nil`, drawing nothing, when `text`
  /// has any other scalar.
  private mutating func drawStandaloneScalars(
    _ text: String, at point: Point, style: Style, area: Rect
  ) -> Int? {
    let scalars = text.unicodeScalars
    guard scalars.allSatisfy(TextWidth.isStandaloneNarrow) else { return nil }
    var x = point.x
    for scalar in scalars {
      if x >= area.minX, x < area.maxX {
        putNarrow(
          Cell(grapheme: Grapheme(scalar: scalar), width: 1, style: style), x: x, y: point.y)
      }
      x += 1
    }
    return x
  }

  /// Replaces rows `rows` with `other`'s rows from `sourceRow` on, cell for cell; `other` is
  /// as wide as this canvas. Whole rows hold whole wide characters, and nothing of the rows
  /// they replace survives, so there is nothing to repair.
  mutating func replaceRows(_ rows: Range<Int>, with other: Canvas, from sourceRow: Int) {
    let width = size.width
    let target = rows.lowerBound * width..<rows.upperBound * width
    let start = sourceRow * width
    cells.replaceSubrange(target, with: other.cells[start..<start + target.count])
    if target.contains(cursorIndex) { cursorIndex = -1 }
  }

  /// Writes a one-column cell, first repairing any wide character it breaks apart.
  mutating func putNarrow(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    unpair(index, x: x)
    cells[index] = cell
    if index == cursorIndex { cursorIndex = -1 }
  }

  /// Writes a wide cell and its continuation at `x` and `x + 1`, repairing both neighbours.
  mutating func putWide(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    unpair(index, x: x)
    unpair(index + 1, x: x + 1)
    cells[index] = cell
    cells[index + 1] = .continuation(cell.style)
    if index == cursorIndex || index + 1 == cursorIndex { cursorIndex = -1 }
  }

  /// Before cell `index` (column `x`) is overwritten: blanks the other half of the wide
  /// character it belongs to, if any, so no half pair survives.
  private mutating func unpair(_ index: Int, x: Int) {
    let width = cells[index].width
    if width == 0 {
      if x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
    } else if width == 2, x + 1 < size.width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }

  /// Appends a combining mark to the character cell before `x`, when that cell is in `area`.
  private mutating func attachCombining(_ mark: Character, beforeX x: Int, y: Int, area: Rect) {
    var column = x - 1
    if column >= area.minX, column < area.maxX, cells[y * size.width + column].isContinuation {
      column -= 1
    }
    guard column >= area.minX, column < area.maxX else { return }
    cells[y * size.width + column].text.unicodeScalars.append(contentsOf: mark.unicodeScalars)
  }
}
