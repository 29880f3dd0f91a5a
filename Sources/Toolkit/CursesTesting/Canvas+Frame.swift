import TerminalCore

extension Canvas {
  /// A blank canvas of `size` that `draw` has drawn into: one frame of a window, a view host
  /// or a renderer on its own, without a terminal.
  ///
  /// ```swift
  /// let text = Canvas.frame(window.size, window.draw(into:)).plainText()
  /// ```
  public static func frame(_ size: Size, _ draw: (inout Canvas) -> Void) -> Canvas {
    var canvas = Canvas(size: size)
    draw(&canvas)
    return canvas
  }

  /// The cells inside `area` as a canvas of their own, without the cursor: one side of a
  /// split screen, say, to compare with a renderer drawn alone.
  ///
  /// ```swift
  /// let left = terminal.screen.cropped(to: Rect(x: 0, y: 1, width: 40, height: 22))
  /// ```
  public func cropped(to area: Rect) -> Canvas {
    var part = Canvas(size: area.size)
    part.draw(self, at: Point(x: -area.minX, y: -area.minY))
    part.cursor = nil
    return part
  }
}
