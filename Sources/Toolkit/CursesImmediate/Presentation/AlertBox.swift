import TerminalCore

/// How an immediate-mode alert looks: a framed box centred over an area, the title bold, the
/// message, and the buttons in a row (`»Cancel«` focused, `[Delete]` not), of the size and at
/// the place the other frameworks draw theirs, so a swap moves nothing.
struct AlertBox<Action> {
  let alert: AlertState<Action>
  /// The box.
  let frame: Rect
  /// The buttons' cells, in order.
  let buttonFrames: [Rect]

  init(_ alert: AlertState<Action>, over area: Rect) {
    self.alert = alert
    let titles = alert.buttons.map { "[\($0.title)]" }
    let buttonsWidth = titles.map(TextWidth.of).reduce(0, +) + 3 * max(titles.count - 1, 0)
    let width = min(AlertFrameRule.width(in: area.width), area.width)
    let height = min(alert.message == nil ? 5 : 7, area.height)
    frame = Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
    var x = frame.minX + (width - buttonsWidth) / 2
    var frames: [Rect] = []
    for title in titles {
      let buttonWidth = TextWidth.of(title)
      frames.append(Rect(x: x, y: frame.maxY - 2, width: buttonWidth, height: 1))
      x += buttonWidth + 3
    }
    buttonFrames = frames
  }

  /// The index of the button at `point`, if any.
  func button(at point: Point) -> Int? {
    buttonFrames.firstIndex { $0.contains(point) }
  }

  func draw(into canvas: inout Canvas) {
    guard frame.width > 4, frame.height > 2 else { return }
    canvas.drawBox(frame)
    let inner = Rect(
      x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: frame.height - 2)
    drawCentred(alert.title, row: inner.minY, style: Style(bold: true), in: inner, into: &canvas)
    if let message = alert.message {
      drawCentred(message, row: inner.minY + 2, style: .plain, in: inner, into: &canvas)
    }
    for (index, button) in alert.buttons.enumerated() where index < buttonFrames.count {
      let isFocused = index == alert.focusedButton
      let label = (isFocused ? "»" : "[") + button.title + (isFocused ? "«" : "]")
      canvas.draw(
        label, at: buttonFrames[index].origin, style: Style(reverse: isFocused), clip: inner)
    }
  }

  private func drawCentred(
    _ text: String, row y: Int, style: Style, in inner: Rect, into canvas: inout Canvas
  ) {
    let line = TextWidth.truncated(text, toWidth: inner.width)
    let x = inner.minX + (inner.width - TextWidth.of(line)) / 2
    canvas.draw(line, at: Point(x: x, y: y), style: style, clip: inner)
  }
}
