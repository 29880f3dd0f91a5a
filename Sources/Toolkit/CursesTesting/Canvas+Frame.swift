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
}
