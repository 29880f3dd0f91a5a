import TerminalCore

extension SwapHost {
  /// The column where the bar's accessory starts, after the name and the labels.
  public var accessoryStart: Int { SwapBarLayout(for: self).accessoryStart }

  /// Draws the bar and, below it, the renderer's screen (or both sides' in split view, or
  /// the too-small notice).
  public func draw(into canvas: inout Canvas) {
    if showsBar { drawBar(into: &canvas) }
    guard !isTooSmall else {
      drawTooSmallNotice(into: &canvas)
      return
    }
    if showsTwoSides {
      drawSides(into: &canvas)
    } else {
      var content = Canvas(size: contentSize)
      renderer?.draw(into: &content)
      canvas.draw(content, at: Point(x: 0, y: barHeight))
    }
    if showsKeyHints { drawKeyHints(into: &canvas) }
    if isShowingHelp { drawHelp(into: &canvas) }
  }

  /// The renderer's hints, dim, on the bottom line.
  private func drawKeyHints(into canvas: inout Canvas) {
    guard let hints = renderer?.keyHints, size.height > barHeight + 1 else { return }
    let line = Point(x: 0, y: size.height - 1)
    canvas.draw(
      TextWidth.truncated(" " + hints, toWidth: size.width), at: line, style: Style(dim: true))
  }

  private func drawBar(into canvas: inout Canvas) {
    let style = Self.barStyle
    canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: style)
    let bar = SwapBarLayout(for: self)
    var x = canvas.draw(bar.title, at: .zero, style: style.bolded())
    for (index, label) in bar.labels.enumerated() {
      if index > 0 { x = canvas.draw(SwapBarLayout.separator, at: Point(x: x, y: 0), style: style) }
      x = canvas.draw(label.text, at: Point(x: x, y: 0), style: style.underlined())
    }
    // The rule before the accessory only when there is one.
    guard let barAccessory else { return }
    x = canvas.draw(SwapBarLayout.separator, at: Point(x: x, y: 0), style: style)
    barAccessory(&canvas, Rect(x: x, y: 0, width: max(size.width - x, 0), height: 1))
  }

  private func drawTooSmallNotice(into canvas: inout Canvas) {
    MinimumSizeRenderer.drawNotice(
      screen: size, minimum: minimumSize, hint: tooSmallHint, into: &canvas, from: barHeight)
  }
}
