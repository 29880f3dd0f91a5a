extension Canvas {
  /// Draws a horizontal rule of `width` cells ("─") from `point`, inside `clip`: the line under
  /// a navigation bar, above a footer, between a header and a list.
  ///
  /// The same cells as drawing `String(repeating: "─", count: width)`, written one at a time
  /// without making that string (rules are drawn on every frame).
  ///
  /// ```swift
  /// canvas.drawHorizontalRule(at: Point(x: 0, y: 1), width: canvas.size.width)
  /// ```
  public mutating func drawHorizontalRule(
    at point: Point, width: Int, style: Style = .plain, clip: Rect? = nil
  ) {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return }
    let first = max(point.x, area.minX)
    let last = min(point.x + width, area.maxX)
    guard first < last else { return }
    let cell = Cell(grapheme: Self.ruleGrapheme, width: 1, style: style)
    for x in first..<last { putNarrow(cell, x: x, y: point.y) }
  }

  private static let ruleGrapheme = Grapheme(scalar: "─")
}
