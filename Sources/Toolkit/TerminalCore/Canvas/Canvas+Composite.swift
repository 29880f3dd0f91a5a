extension Canvas {
  /// Copies `other` onto this canvas with its top-left cell at `origin`, clipped to this
  /// canvas. A wide character cut by the right edge becomes a blank, as when drawing text.
  /// The other canvas's cursor comes along when it lands inside this one.
  ///
  /// A session uses this to put a renderer's screen under its own bar:
  ///
  /// ```swift
  /// var app = Canvas(size: Size(width: 80, height: 23))
  /// renderer.draw(into: &app)
  /// screen.draw(app, at: Point(x: 0, y: 1))
  /// ```
  public mutating func draw(_ other: Canvas, at origin: Point) {
    let area = Rect(origin: origin, size: other.size).intersection(bounds)
    guard !area.isEmpty else { return }
    if origin.x == 0, other.size.width == size.width {
      // Whole rows, as a screen under a bar is: copied as they are.
      replaceRows(area.minY..<area.maxY, with: other, from: area.minY - origin.y)
    } else {
      drawCells(of: other, at: origin, in: area)
    }
    if let point = other.cursor {
      let moved = Point(x: point.x + origin.x, y: point.y + origin.y)
      if area.contains(moved) { cursor = moved }
    }
  }

  /// Copies the cells of `other` that land in `area` one at a time, repairing wide characters
  /// cut by the edges.
  private mutating func drawCells(of other: Canvas, at origin: Point, in area: Rect) {
    for y in area.minY..<area.maxY {
      let source = other.cells(inRow: y - origin.y)
      for x in area.minX..<area.maxX {
        let cell = source[source.startIndex + x - origin.x]
        if cell.width == 2, x + 1 < area.maxX {
          putWide(cell, x: x, y: y)
        } else if cell.width == 2 || (cell.isContinuation && x == area.minX) {
          putNarrow(.blank(cell.style), x: x, y: y)  // half a wide character: a blank
        } else if !cell.isContinuation {
          putNarrow(cell, x: x, y: y)
        }
      }
    }
  }

  /// Copies the cells of `other` that lie in `area` to the same place on this canvas (both
  /// clipped), with `other`'s cursor when it is in `area`: a view that draws its content on a
  /// canvas of its own, to clip it, shows only its own part of it.
  ///
  /// ```swift
  /// var content = Canvas(size: screen.size)
  /// draw(into: &content)
  /// screen.draw(content, in: visibleRect)
  /// ```
  public mutating func draw(_ other: Canvas, in area: Rect) {
    let area = area.intersection(bounds).intersection(other.bounds)
    guard !area.isEmpty else { return }
    drawCells(of: other, at: .zero, in: area)
    if let point = other.cursor, area.contains(point) { cursor = point }
  }
}
