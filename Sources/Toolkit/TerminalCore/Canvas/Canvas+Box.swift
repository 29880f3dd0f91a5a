extension Canvas {
  /// Fills `rect` plain and draws a frame of box-drawing lines around its edge, with `title`
  /// in the top edge two columns in (cut to fit): the one frame of the toolkit's boxes (the
  /// key help, the command palette, the immediate alert and sheet). Nothing on a rect
  /// smaller than 2×2.
  ///
  /// ```swift
  /// canvas.drawBox(Rect(x: 10, y: 2, width: 40, height: 8), title: " Keys — Esc closes ")
  /// ```
  public mutating func drawBox(
    _ rect: Rect, title: String? = nil, titleStyle: Style = Style(bold: true)
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    fill(rect, style: .plain)
    let horizontal = String(repeating: "─", count: rect.width - 2)
    draw("┌" + horizontal + "┐", at: rect.origin)
    draw("└" + horizontal + "┘", at: Point(x: rect.minX, y: rect.maxY - 1))
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      draw("│", at: Point(x: rect.minX, y: y))
      draw("│", at: Point(x: rect.maxX - 1, y: y))
    }
    guard let title, rect.width > 4 else { return }
    draw(
      TextWidth.truncated(title, toWidth: rect.width - 4),
      at: Point(x: rect.minX + 2, y: rect.minY),
      style: titleStyle)
  }
}
