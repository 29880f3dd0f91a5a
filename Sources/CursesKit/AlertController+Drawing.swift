import TerminalCore

/// How an alert draws: its title, message and buttons (its text fields draw themselves, as
/// subviews placed by ``AlertController/layoutTextFields()``).
///
/// ```text
///   Rename
///
///   [Phone                      ]
///
///   [ Cancel ]  [ Rename ]
/// ```
extension AlertController {
  func drawAlert(into canvas: inout Canvas, in rect: Rect) {
    canvas.fill(rect, style: .plain)
    let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
    var y = inner.minY
    let heading = TextWidth.fitted(title ?? "", toWidth: inner.width, alignment: .center)
    canvas.draw(heading, at: Point(x: inner.minX, y: y), style: Style(bold: true), clip: inner)
    if message != nil {
      y += 1
      for line in messageLines(width: inner.width) {
        y += 1
        let centred = TextWidth.fitted(line, toWidth: inner.width, alignment: .center)
        canvas.draw(centred, at: Point(x: inner.minX, y: y), clip: inner)
      }
    }
    y += 2 + fieldRowsHeight
    drawButtons(into: &canvas, row: y, in: inner)
  }

  /// The buttons centred on `row`, remembering where each went for clicks.
  private func drawButtons(into canvas: inout Canvas, row y: Int, in inner: Rect) {
    let labels = actions.map { "[ \($0.title) ]" }
    let total = labels.map(TextWidth.of).reduce(0, +) + 2 * max(labels.count - 1, 0)
    var x = inner.minX + max((inner.width - total) / 2, 0)
    let focus = alertFocus
    let defaultIndex = defaultActionIndex
    buttonFrames.removeAll()
    for (index, action) in actions.enumerated() {
      var style = Style.plain
      if action.style == .destructive { style.foreground = .ansi(.red) }
      // As UIKit: the default action is the bold one; without one, the cancel action is.
      if defaultIndex == nil ? action.style == .cancel : index == defaultIndex {
        style.bold = true
      }
      if focus == .action(index) { style.reverse = true }
      let end = canvas.draw(labels[index], at: Point(x: x, y: y), style: style, clip: inner)
      buttonFrames.append(Rect(x: x, y: y, width: end - x, height: 1))
      x = end + 2
    }
  }
}
