/// A grid of styled cells that both renderers draw into and both terminals show.
///
/// Drawing is clipped to the canvas (and to an optional clip rectangle), text is sanitized so
/// that nothing from data can reach the terminal as a control sequence, and wide characters take
/// two cells and never split across a clip edge: a blank is drawn instead.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.draw("Inventory", at: Point(x: 0, y: 0), style: Style(bold: true))
/// canvas.plainText()  // "Inventory\n"
/// ```
public struct Canvas: Hashable, Sendable {
  /// Columns and rows.
  public private(set) var size: Size
  /// Row-major cells, `size.width * size.height` of them.
  private var cells: [Cell]

  /// Creates a canvas of blank cells in `style`.
  public init(size: Size, style: Style = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.width * size.height)
  }

  /// The whole canvas as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`. Both must be inside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) outside \(size)")
    return cells[y * size.width + x]
  }

  /// Blanks every cell in `style`.
  public mutating func clear(_ style: Style = .plain) {
    for index in cells.indices { cells[index] = .blank(style) }
  }

  /// Blanks the cells of `rect` (clipped to the canvas) in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { put(.blank(style), x: x, y: y) }
    }
  }

  /// Changes the style of every cell in `rect` (clipped to the canvas), keeping its text.
  ///
  /// ```swift
  /// canvas.restyle(rowRect) { $0.reverse = true }  // highlight a row
  /// ```
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }

  /// Draws one line of `text` starting at `point`, clipped to `clip` and the canvas.
  ///
  /// Line breaks and control characters are shown as visible placeholders, never written raw.
  /// Returns the column just past the last cell drawn (or that would have been drawn, for text
  /// clipped on the right), so callers can continue on the same line.
  @discardableResult
  public mutating func draw(
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var x = point.x
    guard point.y >= area.minY, point.y < area.maxY else {
      return x + TextWidth.of(text)
    }
    for character in Sanitizer.sanitized(text) {
      let width = TextWidth.of(character)
      if width == 0 {
        attachCombining(character, beforeX: x, y: point.y, area: area)
        continue
      }
      defer { x += width }
      if x + width <= area.minX || x >= area.maxX { continue }
      if x < area.minX || x + width > area.maxX {
        // A wide character cut by the clip edge: blank the half that is inside.
        let inside = max(x, area.minX)
        put(.blank(style), x: inside, y: point.y)
        continue
      }
      put(Cell(text: String(character), width: width, style: style), x: x, y: point.y)
      if width == 2 { put(.continuation(style), x: x + 1, y: point.y) }
    }
    return x
  }

  /// Replaces one cell, repairing any wide character this breaks apart.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    let old = cells[index]
    if old.isContinuation, x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if old.width == 2, x + 1 < size.width, cell.width != 2 {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
  }

  /// Appends a zero-width character (a combining mark) to the cell before `x`, when drawn.
  private mutating func attachCombining(_ mark: Character, beforeX x: Int, y: Int, area: Rect) {
    var column = x - 1
    while column >= area.minX, column < area.maxX, cells[y * size.width + column].isContinuation {
      column -= 1
    }
    guard column >= area.minX, column < area.maxX else { return }
    cells[y * size.width + column].text.append(mark)
  }
}
