import TerminalCore

extension SwapHost {
  /// The column where the bar's accessory starts, after the name and the labels.
  public var accessoryStart: Int { SwapBarLayout(for: self).accessoryStart }

  /// Draws the bar and, below it, the renderer's screen (or both sides' in split view, or
  /// the too-small notice), then the help or the command palette when one is open.
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
    if footerHeight(on: size) > 1 {
      let rule = Point(x: 0, y: size.height - 2)
      canvas.fill(Rect(origin: rule, size: Size(width: size.width, height: 1)), style: .plain)
      canvas.drawHorizontalRule(at: rule, width: size.width, style: Style(dim: true))
    }
    if let notice {
      drawBottomLine(notice, into: &canvas)
    } else if showsKeyHints, let hints = renderer?.keyHints {
      drawBottomLine(hints, into: &canvas)
    }
    if isShowingHelp { drawHelp(into: &canvas) }
    drawPalette(into: &canvas)
  }

  /// `text` (the renderer's hints, a notice), dim, on the bottom line, a column in.
  private func drawBottomLine(_ text: String, into canvas: inout Canvas) {
    guard size.height > barHeight + 1 else { return }
    let line = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    canvas.fill(line, style: .plain)
    canvas.draw(
      TextWidth.truncated(" " + text, toWidth: size.width), at: line.origin,
      style: Style(dim: true), clip: line)
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
